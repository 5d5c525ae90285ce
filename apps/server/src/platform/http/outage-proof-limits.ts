import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
// The plugin's own stores: counting in Redis, and in this process's memory.
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';

type Count = Parameters<FastifyRateLimitStore['incr']>;

/** Counts in Redis, shared by every instance; while Redis is away, in this instance's memory, never not at all. */
class SharedOrLocal implements FastifyRateLimitStore {
  constructor(
    private readonly shared: FastifyRateLimitStore,
    private readonly local: FastifyRateLimitStore,
  ) {}

  incr(...[key, callback, timeWindow, max]: Count): void {
    this.shared.incr(
      key,
      (error, result) => (error ? this.local.incr(key, callback, timeWindow, max) : callback(null, result)),
      timeWindow,
      max,
    );
  }

  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    return new SharedOrLocal(this.shared.child(routeOptions), this.local.child(routeOptions));
  }
}

/**
 * The rate-limit plugin's `store`: per-minute and per-hour limits (logins, SMS codes) hold while Redis is away,
 * counted per instance until it is back, instead of letting every attempt through.
 */
export function outageProofStore(redis: Redis, nameSpace: string): FastifyRateLimitStoreCtor {
  return class extends SharedOrLocal {
    constructor(options: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      const { continueExceeding = false, exponentialBackoff = false } = options;
      super(
        new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace),
        new LocalStore(continueExceeding, exponentialBackoff),
      );
    }
  };
}
