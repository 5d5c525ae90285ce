import type { KanqiuModule } from '../../platform/module';
import { createFeedbackService } from './feedback.service';
import { informRoutes } from './inform.routes';

/** App information, emojis, download links and feedback (spec §7 inform). */
export const informModule: KanqiuModule = {
  name: 'inform',
  async register(app, { database, clock, config }) {
    await app.register(informRoutes, { feedback: createFeedbackService(database.db, clock), config });
  },
};
