import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/** Only one instance may run the feed; the others wait and take over if the holder disappears. */
export interface LeaderLock {
  /** Takes or keeps the lock; true while this instance holds it. */
  hold(): Promise<boolean>;
  release(): Promise<void>;
}

export const soleLeader: LeaderLock = { hold: () => Promise.resolve(true), release: () => Promise.resolve() };

const renewScript = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;
const releaseScript = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

export async function createRedisLeaderLock(url: string, key: string, ttlMs: number): Promise<LeaderLock> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  await redis.connect();
  const owner = randomBytes(8).toString('hex');
  return {
    async hold() {
      if ((await redis.set(key, owner, 'PX', ttlMs, 'NX')) === 'OK') return true;
      return (await redis.eval(renewScript, 1, key, owner, String(ttlMs))) === 1;
    },
    async release() {
      await redis.eval(releaseScript, 1, key, owner);
      await redis.quit();
    },
  };
}
