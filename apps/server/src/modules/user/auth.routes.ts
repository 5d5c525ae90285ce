import { emptyData, envelope, loginBody, registerBody, tokenData } from '@kanqiu/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelope';
import type { AuthService } from './auth.service';
import { requireSession } from './current-session';
import { formOrJson, signedInSchema } from '../../platform/http/route-schema';
import type { SessionService } from './session.service';

export type AuthRoutesDeps = { auth: AuthService; sessions: SessionService };

function phoneOf(body: unknown): string {
  return typeof body === 'object' && body !== null && 'phone' in body ? String(body.phone) : '';
}

// Keyed by IP and phone: guessing one account's password is slowed without locking out a shared IP.
// Counted after validation (preHandler) so the phone is read from the parsed body.
const loginRateLimit = {
  max: 10,
  timeWindow: '1 minute',
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => `${request.ip}|${phoneOf(request.body)}`,
};

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesDeps> = async (app, { auth, sessions }) => {
  app.post(
    '/user/register',
    {
      schema: {
        tags: ['account'],
        summary: '手机号注册：验证码 + 加密密码，成功即登录',
        body: registerBody,
        consumes: formOrJson,
        response: { 200: envelope(tokenData) },
      },
    },
    async (request) => ok(await auth.register(request.body)),
  );

  app.post(
    '/user/login',
    {
      schema: {
        tags: ['account'],
        summary: '登录：手机号 + 加密密码，或手机号 + 验证码（表单编码）',
        body: loginBody,
        consumes: formOrJson,
        response: { 200: envelope(tokenData) },
      },
      config: { rateLimit: loginRateLimit },
    },
    async (request) => ok(await auth.login(request.body)),
  );

  app.get(
    '/user/logout',
    {
      schema: {
        ...signedInSchema,
        tags: ['account'],
        summary: '退出登录：注销当前令牌',
        response: { 200: envelope(emptyData) },
      },
    },
    async (request) => {
      const { token } = await requireSession(request);
      await sessions.revoke(token);
      return ok({});
    },
  );
};
