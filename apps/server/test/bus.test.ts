import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createMemoryBus, createRedisBus, type Bus } from '../src/platform/bus';

function nextMessage(bus: Bus, topic: string): Promise<unknown> {
  return new Promise((resolve) => {
    void bus.subscribe(topic, resolve);
  });
}

describe('memory bus', () => {
  it('delivers to every subscriber of a topic and to no other', async () => {
    const bus = createMemoryBus();
    const seen: unknown[] = [];
    await bus.subscribe('other', (m) => seen.push(m));
    const first = nextMessage(bus, 'match:1');
    const second = nextMessage(bus, 'match:1');
    await bus.publish('match:1', { score: [1, 0] });
    expect(await first).toEqual({ score: [1, 0] });
    expect(await second).toEqual({ score: [1, 0] });
    expect(seen).toEqual([]);
  });

  it('stops delivering after unsubscribe', async () => {
    const bus = createMemoryBus();
    const seen: unknown[] = [];
    const unsubscribe = await bus.subscribe('t', (m) => seen.push(m));
    await unsubscribe();
    await bus.publish('t', 1);
    await new Promise((r) => setTimeout(r, 10));
    expect(seen).toEqual([]);
  });
});

const redisUrl = process.env.REDIS_URL;

describe.runIf(redisUrl)('redis bus', () => {
  it('carries a message published on one instance to a subscriber of another', async () => {
    const logger = pino({ level: 'silent' });
    const prefix = `bus-test-${Date.now()}:`;
    const a = await createRedisBus(redisUrl!, prefix, logger);
    const b = await createRedisBus(redisUrl!, prefix, logger);
    try {
      const received = new Promise<unknown>((resolve) => void b.subscribe('football', resolve));
      await new Promise((r) => setTimeout(r, 50));
      await a.publish('football', { matchId: 7, version: 3 });
      expect(await received).toEqual({ matchId: 7, version: 3 });
      expect(await a.ping()).toBe(true);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
