import type { Bus, BusHandler, Unsubscribe } from './bus';

/** The embedded default: one process, delivery on the next microtask like a real bus. */
export function createMemoryBus(): Bus {
  const handlers = new Map<string, Set<BusHandler>>();
  return {
    kind: 'memory',
    publish(topic, message) {
      const copy = structuredClone(message);
      for (const handler of handlers.get(topic) ?? []) queueMicrotask(() => handler(copy));
      return Promise.resolve();
    },
    subscribe(topic, handler): Promise<Unsubscribe> {
      const set = handlers.get(topic) ?? new Set<BusHandler>();
      set.add(handler);
      handlers.set(topic, set);
      return Promise.resolve(() => {
        set.delete(handler);
        if (set.size === 0) handlers.delete(topic);
        return Promise.resolve();
      });
    },
    ping: () => Promise.resolve(true),
    close() {
      handlers.clear();
      return Promise.resolve();
    },
  };
}
