import { imLimits } from '@kanqiu/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** What the limiter is handed for a send: the sender, and the empty route options the limiter reads. */
type SendKey = { userId: number; routeOptions: { config: object } };

/**
 * Each user's send allowance (`imLimits.messagesPer10s` per 10 s), kept where @fastify/rate-limit keeps
 * its counters: Redis when REDIS_URL is set, so every instance draws on one allowance. Sends arrive over
 * the socket as well as over HTTP, so the key is built from the user, not from a request.
 */
export function createSendAllowance(app: FastifyInstance): (userId: number) => Promise<boolean> {
  const check = app.createRateLimit({
    max: imLimits.messagesPer10s,
    timeWindow: 10_000,
    keyGenerator: (request) => `im-send|${(request as unknown as SendKey).userId}`,
  });
  return async (userId) => {
    const key: SendKey = { userId, routeOptions: { config: {} } };
    const result = await check(key as unknown as FastifyRequest);
    return result.isAllowed || !result.isExceeded;
  };
}
