import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';
import { createFeedbackService } from './feedback.service';
import { informRoutes } from './inform.routes';

export async function registerInformModule(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await app.register(informRoutes, {
    feedback: createFeedbackService(deps.database.db, deps.clock),
    config: deps.config,
  });
}
