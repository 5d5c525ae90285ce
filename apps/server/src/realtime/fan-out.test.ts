import { describe, expect, it } from 'vitest';
import type { EncodedFrame } from './encoded-frame';
import { createFanOut } from './fan-out';

const frame = (name: string) => ({ name }) as unknown as EncodedFrame;
const nameOf = (written: EncodedFrame) => (written as unknown as { name: string }).name;
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

function setUp(followerCount: number, sliceSize: number) {
  const followers = new Set(Array.from({ length: followerCount }, (_, i) => i));
  const received = new Map<number, string[]>();
  const idle: string[] = [];
  const fanOut = createFanOut<number>({
    sliceSize,
    followers: () => followers,
    write: (follower, written) => received.set(follower, [...(received.get(follower) ?? []), nameOf(written)]),
    onIdle: (channel) => idle.push(channel),
    onError: () => undefined,
  });
  const writes = () => [...received.values()].reduce((sum, frames) => sum + frames.length, 0);
  return { followers, received, idle, fanOut, writes };
}

describe('createFanOut', () => {
  it('writes one slice at once and the rest on later turns of the event loop', async () => {
    const { fanOut, writes, idle } = setUp(25, 10);
    fanOut.send('live:football', frame('a'));
    expect(writes()).toBe(10);
    expect(fanOut.busy('live:football')).toBe(true);
    await nextTurn();
    expect(writes()).toBe(20);
    await nextTurn();
    expect(writes()).toBe(25);
    expect(fanOut.busy('live:football')).toBe(false);
    expect(idle).toEqual(['live:football']);
  });

  it('gives every follower the frames of a channel in the order they were sent', async () => {
    const { fanOut, received, idle } = setUp(7, 3);
    for (const name of ['a', 'b', 'c']) fanOut.send('chat:1', frame(name));
    while (fanOut.busy('chat:1')) await nextTurn();
    expect([...received.values()]).toEqual(Array.from({ length: 7 }, () => ['a', 'b', 'c']));
    expect(idle).toEqual(['chat:1']);
  });

  it('finishes a channel with few followers in the same turn', () => {
    const { fanOut, writes, idle } = setUp(3, 10);
    fanOut.send('match:1', frame('a'));
    fanOut.send('match:1', frame('b'));
    expect(writes()).toBe(6);
    expect(idle).toEqual(['match:1', 'match:1']);
  });

  it('skips a follower who left before the slice that would have reached it', async () => {
    const { fanOut, followers, received } = setUp(6, 2);
    fanOut.send('chat:1', frame('a'));
    followers.delete(5);
    while (fanOut.busy('chat:1')) await nextTurn();
    expect([...received.keys()].sort()).toEqual([0, 1, 2, 3, 4]);
  });

  it('goes on with the other followers and later frames when a write throws', async () => {
    const received = new Map<number, string[]>();
    const errors: unknown[] = [];
    const failing = createFanOut<number>({
      sliceSize: 2,
      followers: () => [0, 1, 2],
      write: (follower, written) => {
        if (follower === 1) throw new Error('socket gone');
        received.set(follower, [...(received.get(follower) ?? []), nameOf(written)]);
      },
      onIdle: () => undefined,
      onError: (error) => errors.push(error),
    });
    failing.send('chat:1', frame('a'));
    failing.send('chat:1', frame('b'));
    while (failing.busy('chat:1')) await nextTurn();
    expect(Object.fromEntries(received)).toEqual({ 0: ['a', 'b'], 2: ['a', 'b'] });
    expect(errors).toHaveLength(2);
  });

  it('writes nothing more once stopped', async () => {
    const { fanOut, writes } = setUp(20, 5);
    fanOut.send('chat:1', frame('a'));
    fanOut.stop();
    await nextTurn();
    expect(writes()).toBe(5);
    expect(fanOut.busy('chat:1')).toBe(false);
  });
});
