import { changePasswordBody, emptyData, envelope, passwordIv, resetPasswordBody } from '@kanqiu/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelope';
import { requireSession } from './current-session';
import { formOrJson, signedInSchema } from '../../platform/http/route-schema';
import type { PasswordIvService } from './password-iv.service';
import type { PasswordService } from './password.service';

export type PasswordRoutesDeps = { passwords: PasswordService; passwordIvs: PasswordIvService };

export const passwordRoutes: FastifyPluginAsyncZod<PasswordRoutesDeps> = async (app, { passwords, passwordIvs }) => {
  app.get(
    '/user/password/iv',
    {
      schema: {
        tags: ['account'],
        summary: '获取一次性密码加密参数（AES-256-CBC 的 key 与 iv，5 分钟内有效）',
        response: { 200: envelope(passwordIv) },
      },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (_request, reply) => {
      // Key material: no browser or proxy may keep a copy.
      reply.header('cache-control', 'no-store');
      return ok(await passwordIvs.issue());
    },
  );

  app.post(
    '/user/password/change',
    {
      schema: {
        ...signedInSchema,
        tags: ['account'],
        summary: '修改密码：原密码与新密码用同一 ivId 加密；其他设备上的登录失效',
        body: changePasswordBody,
        consumes: formOrJson,
        response: { 200: envelope(emptyData) },
      },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) => {
      await passwords.change(await requireSession(request), request.body);
      return ok({});
    },
  );

  app.post(
    '/user/password/reset',
    {
      schema: {
        tags: ['account'],
        summary: '找回密码：手机号 + 验证码设置新密码；所有登录失效',
        body: resetPasswordBody,
        consumes: formOrJson,
        response: { 200: envelope(emptyData) },
      },
    },
    async (request) => {
      await passwords.reset(request.body);
      return ok({});
    },
  );
};
