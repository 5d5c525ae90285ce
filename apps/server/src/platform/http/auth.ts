import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/** Resolves a raw access token to its user, or null when it is unknown, expired or revoked. */
export type TokenVerifier = (token: string) => Promise<number | null>;

declare module 'fastify' {
  interface FastifyInstance {
    verifyToken: TokenVerifier;
  }
}

const resolved = Symbol('resolvedUserId');
type WithAuth = FastifyRequest & { [resolved]?: Promise<number | null> };

export const accessTokenHeader = 'accesstoken';

export function installAuth(app: FastifyInstance, verify: TokenVerifier): void {
  app.decorate('verifyToken', verify);
}

/** The account token a request's `accessToken` header carries, if it is one at all. */
export function tokenFrom(raw: string | string[] | undefined): string | null {
  const token = Array.isArray(raw) ? raw[0] : raw;
  return token && token.length <= 256 ? token : null;
}

export function accessTokenOf(request: FastifyRequest): string | null {
  return tokenFrom(request.headers[accessTokenHeader]);
}

/** The signed-in user's id, looked up once per request and only when a route asks. */
export function optionalUserId(request: FastifyRequest): Promise<number | null> {
  const req = request as WithAuth;
  if (!req[resolved]) {
    const token = accessTokenOf(request);
    req[resolved] = token ? request.server.verifyToken(token) : Promise.resolve(null);
  }
  return req[resolved];
}

export async function requireUserId(request: FastifyRequest): Promise<number> {
  const userId = await optionalUserId(request);
  if (userId === null) throw new AppError('noToken');
  return userId;
}
