import type { FastifyInstance, FastifyRequest } from 'fastify';

/** What the limiter is handed: the user, and the empty route options the limiter reads. */
type UserKey = { userId: number; routeOptions: { config: object } };

export type AllowanceWindow = { max: number; timeWindow: string | number };

/**
 * A per-user allowance over one or more windows (every window must allow), counted where @fastify/rate-limit
 * keeps its counters: Redis when REDIS_URL is set, so every instance draws on one allowance. Writes may arrive
 * over a socket as well as over HTTP, so the key is built from the user, not from a request.
 */
export function createUserAllowance(
  app: FastifyInstance,
  name: string,
  windows: readonly AllowanceWindow[],
): (userId: number) => Promise<boolean> {
  const checks = windows.map(({ max, timeWindow }) =>
    app.createRateLimit({
      max,
      timeWindow,
      keyGenerator: (request) => `${name}:${timeWindow}|${(request as unknown as UserKey).userId}`,
    }),
  );
  return async (userId) => {
    const key: UserKey = { userId, routeOptions: { config: {} } };
    const results = await Promise.all(checks.map((check) => check(key as unknown as FastifyRequest)));
    return results.every((result) => result.isAllowed || !result.isExceeded);
  };
}
