import { envelope, fanChatFilterBody, fanChatFilters } from '@kanqiu/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUserId } from '../../platform/http/auth';
import { ok } from '../../platform/http/envelope';
import { signedInSchema } from '../../platform/http/route-schema';
import type { FanFilters } from './fan-filters';

const tags = ['chat'];

/** A fan's own chat filters (the lines are hidden by the browser, in every room and match chat). */
export const fanFiltersRoutes: FastifyPluginAsyncZod<{ filters: FanFilters }> = async (app, { filters }) => {
  app.get(
    '/chat/filters',
    {
      schema: {
        ...signedInSchema,
        tags,
        summary: '我在聊天中屏蔽的用户和关键词（只对自己生效）',
        response: { 200: envelope(fanChatFilters) },
      },
    },
    async (request) => ok(await filters.read(await requireUserId(request))),
  );

  app.post(
    '/chat/filters',
    {
      schema: {
        ...signedInSchema,
        tags,
        summary: '屏蔽或取消屏蔽聊天中的一位用户或一个关键词（只对自己生效）；答复屏蔽列表',
        body: fanChatFilterBody,
        response: { 200: envelope(fanChatFilters) },
      },
    },
    async (request) => ok(await filters.change(await requireUserId(request), request.body)),
  );
};
