import { envelope, nickNameBody, themeBody, userInfo } from '@kanqiu/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUserId } from '../../platform/http/auth';
import { ok } from '../../platform/http/envelope';
import { formOrJson, signedInSchema } from '../../platform/http/route-schema';
import type { ProfileService } from './profile.service';

export type ProfileRoutesDeps = { profile: ProfileService };

const profileResponse = { 200: envelope(userInfo) };

export const profileRoutes: FastifyPluginAsyncZod<ProfileRoutesDeps> = async (app, { profile }) => {
  app.get(
    '/user/center/info',
    { schema: { ...signedInSchema, tags: ['account'], summary: '当前用户信息', response: profileResponse } },
    async (request) => ok(await profile.info(await requireUserId(request))),
  );

  app.post(
    '/user/center/nickname',
    {
      schema: {
        ...signedInSchema,
        tags: ['account'],
        summary: '修改昵称',
        body: nickNameBody,
        consumes: formOrJson,
        response: profileResponse,
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      await profile.changeNickName(userId, request.body.nickName);
      return ok(await profile.info(userId));
    },
  );

  app.post(
    '/user/center/theme',
    {
      schema: {
        ...signedInSchema,
        tags: ['account'],
        summary: '设置主题色（diyTheme）',
        body: themeBody,
        consumes: formOrJson,
        response: profileResponse,
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      await profile.changeThemeColor(userId, request.body.themeColor);
      return ok(await profile.info(userId));
    },
  );
};
