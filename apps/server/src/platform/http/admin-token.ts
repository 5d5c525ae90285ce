import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { fail } from './app-error';

// Compared as digests so the comparison takes the same time whatever the lengths.
function isAdminToken(given: string | undefined, expected: string): boolean {
  const digest = (token: string) => createHash('sha256').update(token).digest();
  return given !== undefined && timingSafeEqual(digest(given), digest(expected));
}

/** Operators' routes (registered only when `ADMIN_TOKEN` is set) need its value in `x-admin-token`, else 403. */
export function requireAdminToken(request: FastifyRequest, expected: string): void {
  const raw = request.headers['x-admin-token'];
  if (!isAdminToken(Array.isArray(raw) ? raw[0] : raw, expected)) fail('forbidden');
}

/** A `preHandler` hook for a plugin of operators' routes only: every route in it needs the token. */
export function adminOnly(expected: string): (request: FastifyRequest) => Promise<void> {
  return async (request) => requireAdminToken(request, expected);
}
