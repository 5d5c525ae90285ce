import type { FastifyInstance } from 'fastify';
import type { KanqiuModule, ModuleContext, ModuleServices } from '../../platform/module';
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
import { accounts } from './migrations/0001_accounts';
import { realNameBirthDate } from './migrations/0061_real_name_birth_date';
import { findUserPhone } from './user.repository';
import { createLoggingSmsSender, type SmsSender } from './sms-sender';
import { createGatewaySmsSender } from './sms-gateways';
import type { SessionService } from './session.service';
import type { Db } from '../../platform/db/database';
import { fail } from '../../platform/http/app-error';
import { userCodes } from './codes';

export { createMemorySmsSender, type MemorySmsSender, type SmsSender } from './sms-sender';
export { userProfilesTag } from './profile.service';

/**
 * Who holds an access token: for the realtime hub and any module that authenticates outside HTTP; and whether
 * a user is real-name certified (experts publish only then).
 */
export type UserServices = {
  sessions: Pick<SessionService, 'verify'>;
  realNames: Pick<ReturnType<typeof createRealNameService>, 'info' | 'birthDateOf'>;
  /** A 找回密码 (reset) code of the account's own phone, redeemed with work done in the same transaction. */
  redeemResetCode<T>(userId: number, code: string, work: (trx: Db) => Promise<T>): Promise<T>;
};

declare module '../../platform/module' {
  interface ModuleServices {
    user: UserServices;
  }
}

/** Accounts (spec §7 user): SMS codes, register and login, profile, real name, portrait. */
export function userModule(options: { smsSender?: SmsSender } = {}): KanqiuModule {
  return {
    name: 'user',
    migrations: [accounts, realNameBirthDate],
    codes: userCodes,
    register: (app, context) => registerUser(app, context, options.smsSender),
  };
}

async function registerUser(
  app: FastifyInstance,
  { config, clock, database, logger, readCache, store, use }: ModuleContext,
  smsSender: SmsSender | undefined,
): Promise<Partial<ModuleServices>> {
  const db = database.db;
  const gateway = config.sms.gateway;
  const sender =
    smsSender ??
    (gateway
      ? createGatewaySmsSender(gateway, logger)
      : createLoggingSmsSender(logger, { keepOutbox: config.sms.outbox }));
  const sessions = createSessionService(db, clock, readCache);
  const passwordIvs = createPasswordIvService(db, clock);
  const smsCodes = createSmsCodeService({ db, clock, sender, limits: config.sms });
  const nickNames = createNickNameService(db, use('moderation').text);
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
  await app.register(profileRoutes, {
    profile: createProfileService({ db, clock, nickNames, pendingLinks, cache: readCache }),
  });
  const realNames = createRealNameService({ db, clock, idNumberHashKey: config.idNumberHashKey, cache: readCache });
  await app.register(realNameRoutes, { realNames });
  await app.register(portraitRoutes, {
    portraits: createPortraitService({
      db,
      clock,
      store,
      maxBytes: config.maxUploadBytes,
      pendingLinks,
      cache: readCache,
    }),
    adminToken: config.adminToken,
    pendingLinks,
  });
  async function redeemResetCode<T>(userId: number, code: string, work: (trx: Db) => Promise<T>): Promise<T> {
    const phone = await findUserPhone(db, userId);
    if (!phone) fail('noToken');
    return smsCodes.redeem({ phone, purpose: 'reset', code }, work);
  }
  return { user: { sessions, realNames, redeemResetCode } };
}
