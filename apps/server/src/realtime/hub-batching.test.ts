import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryBus } from '../platform/bus';
import type { HubMessage } from './channel-store';
import { createHub, type HubSubscriber, type RealtimeHub } from './hub';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** A subscriber that keeps, per frame it was given, the `n` of each publication in it. */
function recorder() {
  const frames: number[][] = [];
  const subscriber: HubSubscriber = {
    deliver: (frame) =>
      frames.push(frame.messages.map((m: HubMessage) => ('data' in m ? (m.data as { n: number }).n : -1))),
  };
  return { frames, subscriber };
}

let hub: RealtimeHub | undefined;

/** A hub with one batched namespace, `chat`, writing `fanOutSlice` subscribers per turn of the event loop. */
async function batchedHub(fanOutSlice: number, minFrameIntervalMs: number) {
  hub = await createHub({
    bus: createMemoryBus(),
    redis: { url: undefined, prefix: 'test' },
    limits: { history: { size: 50, maxAgeSeconds: 300 }, repairIntervalMs: 60_000, outboxSize: 100, fanOutSlice },
    logger: pino({ level: 'silent' }),
  });
  hub.declare([{ namespace: 'chat', access: 'public', minFrameIntervalMs }]);
  return hub;
}

afterEach(async () => {
  vi.useRealTimers();
  await hub?.close();
  hub = undefined;
});

describe('batched channels', () => {
  it('send a publication on an idle channel on the next turn, with the others of its turn', async () => {
    const hub = await batchedHub(1000, 0);
    const { frames, subscriber } = recorder();
    await hub.subscribe(subscriber, 'chat:1');
    await Promise.all([1, 2, 3].map((n) => hub.publish('chat:1', { n })));
    await nextTurn();
    expect(frames).toEqual([[1, 2, 3]]);
    await hub.publish('chat:1', { n: 4 });
    await nextTurn();
    expect(frames).toEqual([[1, 2, 3], [4]]);
  });

  it('gather what is published while the previous frame is still being written into the next frame', async () => {
    // One subscriber per turn: a frame for three subscribers takes three turns to write.
    const hub = await batchedHub(1, 0);
    const followers = [recorder(), recorder(), recorder()];
    for (const { subscriber } of followers) await hub.subscribe(subscriber, 'chat:1');
    await hub.publish('chat:1', { n: 1 });
    await nextTurn();
    expect(followers.map(({ frames }) => frames.length)).toEqual([1, 0, 0]);
    await hub.publish('chat:1', { n: 2 });
    await hub.publish('chat:1', { n: 3 });
    await nextTurn();
    await hub.publish('chat:1', { n: 4 });
    for (let turn = 0; turn < 10; turn++) await nextTurn();
    for (const { frames } of followers) expect(frames).toEqual([[1], [2, 3, 4]]);
  });

  it('send at most one frame per interval, the first of a quiet channel at once', async () => {
    vi.useFakeTimers();
    const hub = await batchedHub(1000, 25);
    const { frames, subscriber } = recorder();
    await hub.subscribe(subscriber, 'chat:1');
    await hub.publish('chat:1', { n: 1 });
    await vi.advanceTimersByTimeAsync(0);
    expect(frames).toEqual([[1]]);
    await hub.publish('chat:1', { n: 2 });
    await vi.advanceTimersByTimeAsync(10);
    await hub.publish('chat:1', { n: 3 });
    await vi.advanceTimersByTimeAsync(10);
    expect(frames).toEqual([[1]]);
    await vi.advanceTimersByTimeAsync(5);
    expect(frames).toEqual([[1], [2, 3]]);
    await vi.advanceTimersByTimeAsync(100);
    await hub.publish('chat:1', { n: 4 });
    await vi.advanceTimersByTimeAsync(0);
    expect(frames).toEqual([[1], [2, 3], [4]]);
  });
});
