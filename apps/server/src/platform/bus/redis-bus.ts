import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Bus, BusHandler, Unsubscribe } from './bus';

/** Redis pub/sub: one connection publishes, one subscribes; messages travel as JSON. */
export async function createRedisBus(url: string, prefix: string, logger: Logger): Promise<Bus> {
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  const subscriber = new Redis(url, { lazyConnect: true });
  for (const connection of [publisher, subscriber])
    connection.on('error', (error: Error) => logger.warn({ err: error }, 'redis bus connection error; reconnecting'));
  await Promise.all([publisher.connect(), subscriber.connect()]);
  const handlers = new Map<string, Set<BusHandler>>();
  const reconnectHandlers: (() => void)[] = [];
  // Every 'ready' after the first follows a lost connection; ioredis resubscribes right after emitting it.
  subscriber.on('ready', () => {
    setTimeout(() => {
      for (const handler of reconnectHandlers) handler();
    }, 100).unref();
  });

  subscriber.on('message', (channel: string, raw: string) => {
    const set = handlers.get(channel.slice(prefix.length));
    if (!set) return;
    let message: unknown;
    try {
      message = JSON.parse(raw);
    } catch (error) {
      logger.warn({ err: error, channel }, 'dropped a bus message that is not JSON');
      return;
    }
    for (const handler of set) handler(message);
  });

  return {
    kind: 'redis',
    async publish(topic, message) {
      await publisher.publish(prefix + topic, JSON.stringify(message));
    },
    async subscribe(topic, handler): Promise<Unsubscribe> {
      let set = handlers.get(topic);
      if (!set) {
        set = new Set();
        handlers.set(topic, set);
        await subscriber.subscribe(prefix + topic);
      }
      set.add(handler);
      const owned = set;
      return async () => {
        owned.delete(handler);
        if (owned.size === 0 && handlers.get(topic) === owned) {
          handlers.delete(topic);
          await subscriber.unsubscribe(prefix + topic);
        }
      };
    },
    onReconnect(handler) {
      reconnectHandlers.push(handler);
    },
    async ping() {
      try {
        return (await publisher.ping()) === 'PONG';
      } catch {
        return false;
      }
    },
    async close() {
      handlers.clear();
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
