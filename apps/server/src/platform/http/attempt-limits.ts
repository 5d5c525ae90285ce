import type { CreateRateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export type AttemptLimit = {
  /** Keeps the counters of different limits apart in a shared store. */
  name: string;
  max: number;
  timeWindow: string;
  key: (request: FastifyRequest) => string;
  /** Past `max`, each further attempt doubles the wait (the window starts again, twice as long). */
  backoff?: boolean;
};

/** Thrown like @fastify/rate-limit's own refusal, so the error handler answers the same 429 envelope. */
class AttemptsExceededError extends Error {
  readonly statusCode = 429;
}

/**
 * A preHandler enforcing several limits on one route (per phone across addresses, per address across
 * phones …). Every request counts, refused ones too. Counters live where @fastify/rate-limit keeps them
 * (Redis when configured), so instances share them.
 */
export function attemptLimits(app: FastifyInstance, limits: AttemptLimit[]) {
  const checks = limits.map(({ name, max, timeWindow, key, backoff = false }) => {
    // The plugin hands every option to its store, which backs off; its types leave this one out.
    const options: CreateRateLimitOptions & { exponentialBackoff: boolean } = {
      max,
      timeWindow,
      exponentialBackoff: backoff,
      keyGenerator: (request) => `${name}|${key(request)}`,
    };
    return app.createRateLimit(options);
  });
  return async (request: FastifyRequest): Promise<void> => {
    const results = await Promise.all(checks.map((check) => check(request)));
    if (results.some((result) => !result.isAllowed && result.isExceeded)) {
      throw new AttemptsExceededError('too many attempts');
    }
  };
}

/** The `phone` of a parsed body, or '' when there is none. */
export function phoneOf(request: FastifyRequest): string {
  const body = request.body;
  return typeof body === 'object' && body !== null && 'phone' in body ? String(body.phone) : '';
}
