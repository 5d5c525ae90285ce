import type { FeedStatus } from '../../platform/feed-status';
import type { KanqiuModule } from '../../platform/module';
import { healthRoutes } from './health.routes';

/** `/health` and `/health/ready` for load balancers, supervisors and tests. */
export function healthModule(feedStatus: FeedStatus): KanqiuModule {
  return {
    name: 'health',
    async register(app, { database, bus }) {
      await app.register(healthRoutes, { database, bus, feedStatus });
    },
  };
}
