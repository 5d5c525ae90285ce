import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';
import { installAuth } from '../../platform/http/auth';
import { createSessionService } from './session.service';

export function registerUserModule(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const sessions = createSessionService(deps.database.db, deps.clock);
  installAuth(app, sessions.verify);
  return Promise.resolve();
}
