import { emptyData, envelope, loginBody, registerBody, tokenData } from '@kanqiu/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { attemptLimits, phoneOf } from '../../platform/http/attempt-limits';
import { ok } from '../../platform/http/envelope';
import type { AuthService } from './auth.service';
import { requireSession } from './current-session';
import { formOrJson, signedInSchema } from '../../platform/http/route-schema';
import type { SessionService } from './session.service';

export type AuthRoutesDeps = { auth: AuthService; sessions: SessionService; limits: Config['login'] };

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesDeps> = async (app, { auth, sessions, limits }) => {
  // Counted after validation (preHandler) so the phone is read from the parsed body. Per address and phone, with
  // a wait that doubles past the limit, one account's password is slowed from one host; per address across phones,
  // one host cannot spray. Never per phone across addresses: others' failures would lock its owner out.
  const pairOf = (request: FastifyRequest) => `${request.ip}|${phoneOf(request)}`;
  const loginLimits = attemptLimits(app, [
    { name: 'login-ip-phone', max: 10, timeWindow: '1 minute', key: pairOf },
    { name: 'login-pair', max: limits.attemptsPerPhonePerHour, timeWindow: '1 hour', key: pairOf, backoff: true },
    { name: 'login-ip', max: limits.attemptsPerIpPerHour, timeWindow: '1 hour', key: (request) => request.ip },
  ]);

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
      preHandler: loginLimits,
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
