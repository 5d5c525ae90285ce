import type { Logger } from 'pino';
import type { Bus, BusHandler, Unsubscribe } from './bus';
import { closeRedis, connectRedis } from './redis-client';

/** Redis pub/sub: one connection publishes, one subscribes; messages travel as JSON. */
export async function createRedisBus(url: string, prefix: string, logger: Logger): Promise<Bus> {
  // The subscriber re-subscribes its channels by itself after a reconnect (ioredis autoResubscribe).
  const [publisher, subscriber] = await Promise.all([
    connectRedis(url, 'bus', logger),
    connectRedis(url, 'bus subscriber', logger),
  ]);
  const handlers = new Map<string, Set<BusHandler>>();
  const reconnectHandlers: (() => void)[] = [];
  // Every 'ready' after the first follows a lost connection. ioredis resubscribes by itself right after
  // emitting it; subscribing again here (a no-op for a channel already subscribed) tells when that is done, so
  // the handlers read what was missed as soon as nothing more can be.
  subscriber.on('ready', () => {
    const topics = [...handlers.keys()].map((topic) => prefix + topic);
    void (topics.length ? subscriber.subscribe(...topics) : Promise.resolve()).then(
      () => reconnectHandlers.forEach((handler) => handler()),
      () => undefined,
    );
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
          // While Redis is away there is nothing to leave; a topic resubscribed on reconnect finds no handler.
          await subscriber.unsubscribe(prefix + topic).catch(() => undefined);
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
      await Promise.all([closeRedis(publisher), closeRedis(subscriber)]);
    },
  };
}
