import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import { closeRedis, connectRedis } from './redis-client';

/** Only one instance may run the feed; the others wait and take over if the holder disappears. */
export interface LeaderLock {
  /**
   * Takes or keeps the lock. While held it renews itself on its own timer, so long work never outlives
   * it; the signal aborts once the lock is lost (work must stop). Null while another instance holds it.
   */
  hold(): Promise<AbortSignal | null>;
  release(): Promise<void>;
}

const neverLost = new AbortController().signal;

export const soleLeader: LeaderLock = { hold: () => Promise.resolve(neverLost), release: () => Promise.resolve() };

const renewScript = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;
const releaseScript = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

type Tenure = { controller: AbortController; timer: NodeJS.Timeout; renewedAt: number };

export async function createRedisLeaderLock(
  url: string,
  key: string,
  ttlMs: number,
  logger: Logger,
): Promise<LeaderLock> {
  const redis = await connectRedis(url, 'leader lock', logger);
  const owner = randomBytes(8).toString('hex');
  const renewEveryMs = Math.floor(ttlMs / 3);
  let tenure: Tenure | null = null;

  function lose(reason: string): void {
    if (!tenure) return;
    clearInterval(tenure.timer);
    tenure.controller.abort(new Error(reason));
    tenure = null;
  }

  async function renew(current: Tenure): Promise<void> {
    // Counted from before the call: the key may have been extended any time after this.
    const sentAt = Date.now();
    try {
      if ((await redis.eval(renewScript, 1, key, owner, String(ttlMs))) === 1) current.renewedAt = sentAt;
      else lose('the feed leader lock was taken over');
    } catch {
      // Unknown whether it is still ours: give it up before it may expire under another leader.
      if (Date.now() + renewEveryMs >= current.renewedAt + ttlMs) lose('the feed leader lock could not be renewed');
    }
  }

  function begin(renewedAt: number): Tenure {
    const current: Tenure = {
      controller: new AbortController(),
      renewedAt,
      timer: setInterval(() => void renew(current), renewEveryMs),
    };
    return current;
  }

  return {
    async hold() {
      if (tenure) return tenure.controller.signal;
      const sentAt = Date.now();
      const taken =
        (await redis.set(key, owner, 'PX', ttlMs, 'NX')) === 'OK' ||
        (await redis.eval(renewScript, 1, key, owner, String(ttlMs))) === 1;
      if (!taken) return null;
      tenure = begin(sentAt);
      return tenure.controller.signal;
    },
    async release() {
      lose('released');
      await redis.eval(releaseScript, 1, key, owner).catch(() => undefined);
      await closeRedis(redis);
    },
  };
}
