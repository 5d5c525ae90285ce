import { envelope, spoilerSettings } from '@kanqiu/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUserId } from '../../platform/http/auth';
import { ok } from '../../platform/http/envelope';
import { signedInSchema } from '../../platform/http/route-schema';
import type { SpoilerService } from './spoiler.service';

const tags = ['spoiler'];

export const spoilerRoutes: FastifyPluginAsyncZod<{ spoilers: SpoilerService }> = async (app, { spoilers }) => {
  app.get(
    '/user/spoiler',
    {
      schema: {
        ...signedInSchema,
        tags,
        summary: '防剧透设置：隐藏比分的比赛与直播延迟',
        response: { 200: envelope(spoilerSettings) },
      },
    },
    async (request) => ok(await spoilers.settingsOf(await requireUserId(request))),
  );

  app.post(
    '/user/spoiler',
    {
      schema: {
        ...signedInSchema,
        tags,
        summary: '保存防剧透设置（整体替换）',
        body: spoilerSettings,
        response: { 200: envelope(spoilerSettings) },
      },
    },
    async (request) => ok(await spoilers.save(await requireUserId(request), request.body)),
  );
};
