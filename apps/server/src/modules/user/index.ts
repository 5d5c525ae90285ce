import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';
import { installAuth } from '../../platform/http/auth';
import { authRoutes } from './auth.routes';
import { createAuthService } from './auth.service';
import { createNickNameService } from './nick-name.service';
import { createPasswordIvService } from './password-iv.service';
import { passwordRoutes } from './password.routes';
import { createPasswordService } from './password.service';
import { createPendingLinks } from './pending-upload';
import { portraitRoutes } from './portrait.routes';
import { createPortraitService } from './portrait.service';
import { profileRoutes } from './profile.routes';
import { createProfileService } from './profile.service';
import { realNameRoutes } from './real-name.routes';
import { createRealNameService } from './real-name.service';
import { createSessionService } from './session.service';
import { smsCodeRoutes } from './sms-code.routes';
import { createSmsCodeService } from './sms-code.service';
import { createLoggingSmsSender } from './sms-sender';

export async function registerUserModule(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { config, clock } = deps;
  const db = deps.database.db;
  const sender = deps.smsSender ?? createLoggingSmsSender(deps.logger, { keepOutbox: config.sms.outbox });
  const sessions = createSessionService(db, clock);
  const passwordIvs = createPasswordIvService(db, clock);
  const smsCodes = createSmsCodeService({ db, clock, sender, limits: config.sms });
  const nickNames = createNickNameService(db);
  const pendingLinks = createPendingLinks(config.uploadUrlKey, clock);
  installAuth(app, sessions.verify);

  const lastSmsFor = config.sms.outbox ? sender.lastFor?.bind(sender) : undefined;
  await app.register(smsCodeRoutes, { smsCodes, lastSmsFor, attemptsPerIpPerHour: config.sms.attemptsPerIpPerHour });
  await app.register(authRoutes, {
    limits: config.login,
    auth: createAuthService({ db, clock, sessions, smsCodes, passwordIvs, nickNames }),
    sessions,
  });
  await app.register(passwordRoutes, {
    passwords: createPasswordService({ db, clock, sessions, smsCodes, passwordIvs }),
    passwordIvs,
  });
  await app.register(profileRoutes, { profile: createProfileService({ db, clock, nickNames, pendingLinks }) });
  await app.register(realNameRoutes, {
    realNames: createRealNameService({ db, clock, idNumberHashKey: config.idNumberHashKey }),
  });
  await app.register(portraitRoutes, {
    portraits: createPortraitService({
      db,
      clock,
      uploadsDir: config.uploadsDir,
      maxBytes: config.maxUploadBytes,
      pendingLinks,
    }),
    adminToken: config.adminToken,
    pendingLinks,
  });
}
