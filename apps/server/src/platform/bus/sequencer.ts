import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/**
 * Numbers the diffs of each live stream. The epoch changes when the numbering restarts (a new process
 * with the memory bus, or a Redis that lost its keys), telling clients to refetch instead of trusting seq.
 */
export interface StreamSequencer {
  next(stream: string): Promise<{ epoch: string; seq: number }>;
  position(stream: string): Promise<{ epoch: string; seq: number }>;
  close(): Promise<void>;
}

function newEpoch(): string {
  return randomBytes(6).toString('hex');
}

export function createMemorySequencer(): StreamSequencer {
  const epoch = newEpoch();
  const counters = new Map<string, number>();
  return {
    next(stream) {
      const seq = (counters.get(stream) ?? 0) + 1;
      counters.set(stream, seq);
      return Promise.resolve({ epoch, seq });
    },
    position(stream) {
      return Promise.resolve({ epoch, seq: counters.get(stream) ?? 0 });
    },
    close: () => Promise.resolve(),
  };
}

export async function createRedisSequencer(url: string, prefix: string): Promise<StreamSequencer> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  await redis.connect();
  const epochKey = `${prefix}live:epoch`;
  const seqKey = (stream: string) => `${prefix}live:seq:${stream}`;

  async function epoch(): Promise<string> {
    await redis.set(epochKey, newEpoch(), 'NX');
    return (await redis.get(epochKey)) ?? '';
  }

  return {
    async next(stream) {
      return { epoch: await epoch(), seq: await redis.incr(seqKey(stream)) };
    },
    async position(stream) {
      return { epoch: await epoch(), seq: Number((await redis.get(seqKey(stream))) ?? 0) };
    },
    async close() {
      await redis.quit();
    },
  };
}
