import { randomBytes } from 'node:crypto';
import { unknownStreamPosition, type StreamPosition } from '@kanqiu/domain';
import type { Logger } from 'pino';
import { closeRedis, connectRedis } from './redis-client';

export type { StreamPosition };

/**
 * Numbers the diffs of each live stream. The epoch changes when the numbering restarts (a new process
 * with the memory bus, or a Redis that lost its keys), telling clients to refetch instead of trusting seq.
 */
export interface StreamSequencer {
  /** Fails while Redis is unreachable: the diff cannot be numbered, so it is not published. */
  next(stream: string): Promise<StreamPosition>;
  /** Never fails: `unknownStreamPosition` while Redis is unreachable, so lists keep answering. */
  position(stream: string): Promise<StreamPosition>;
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

export async function createRedisSequencer(url: string, prefix: string, logger: Logger): Promise<StreamSequencer> {
  const redis = await connectRedis(url, 'sequencer', logger);
  const epochKey = `${prefix}live:epoch`;
  const seqKey = (stream: string) => `${prefix}live:seq:${stream}`;
  // A diff that could not be numbered was committed but never published: clients must not trust seq across it.
  let unpublished = false;

  async function epoch(): Promise<string> {
    await redis.set(epochKey, newEpoch(), 'NX');
    return (await redis.get(epochKey)) ?? '';
  }

  return {
    async next(stream) {
      try {
        if (unpublished) {
          await redis.set(epochKey, newEpoch());
          unpublished = false;
          logger.info('sequencer: new epoch after diffs went unpublished, clients will refetch');
        }
        return { epoch: await epoch(), seq: await redis.incr(seqKey(stream)) };
      } catch (error) {
        unpublished = true;
        throw error;
      }
    },
    async position(stream) {
      try {
        return { epoch: await epoch(), seq: Number((await redis.get(seqKey(stream))) ?? 0) };
      } catch (error) {
        logger.debug({ err: error }, 'sequencer: position unknown');
        return unknownStreamPosition;
      }
    },
    close: () => closeRedis(redis),
  };
}
