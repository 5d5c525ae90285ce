import type { Agent } from 'node:https';
import type { KanqiuModule } from '../../platform/module';
import { webPush } from './migrations/0016_web_push';
import { startPushDispatch } from './push-dispatch';
import { createPushSender } from './push-sender';
import { vapidKeys } from './vapid-keys';
import { webPushRoutes } from './web-push.routes';

/**
 * Alerts of followed matches: each kick-off, goal, red card, half and full time of a match lands in its
 * followers' 通知中心 (the messages door's notice box) and, where a browser subscribed (VAPID), reaches the phone
 * by web push while the page is closed. `agent` is for tests whose push service has its own certificate authority.
 */
export function webPushModule(agent?: Agent): KanqiuModule {
  return {
    name: 'web-push',
    migrations: [webPush],
    async register(app, { database, hub, clock, config, logger, use }) {
      const keys = await vapidKeys(database.db, config.webPush.keys);
      await app.register(webPushRoutes, { db: database.db, clock, publicKey: keys.publicKey });
      const dispatch = startPushDispatch({
        db: database.db,
        hub,
        match: use('match'),
        spoiler: use('spoiler'),
        im: use('im'),
        send: createPushSender(keys, config.webPush.subject, agent),
        clock,
        logger,
      });
      app.addHook('onClose', async () => dispatch.stop());
    },
  };
}
