import type { FastifyRequest } from 'fastify';
import { fail } from '../../platform/http/app-error';
import { accessTokenOf, requireUserId } from '../../platform/http/auth';

/** The signed-in user and the token they presented, for routes that act on that very session. */
export async function requireSession(request: FastifyRequest): Promise<{ userId: number; token: string }> {
  const userId = await requireUserId(request);
  const token = accessTokenOf(request);
  if (!token) fail('noToken');
  return { userId, token };
}
