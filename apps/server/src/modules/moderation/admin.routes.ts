import { adminTokenHeaders, envelope, moderationBlock, moderationBlockBody } from '@kanqiu/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdminToken } from '../../platform/http/admin-token';
import { ok } from '../../platform/http/envelope';
import { formOrJson } from '../../platform/http/route-schema';
import type { BlocksAdmin } from './blocks';

/** The operators' one block route (registered only when ADMIN_TOKEN is set). */
export const moderationAdminRoutes: FastifyPluginAsyncZod<{ blocks: BlocksAdmin; adminToken: string }> = async (
  app,
  { blocks, adminToken },
) => {
  app.post(
    '/admin/moderation/blocks',
    {
      schema: {
        tags: ['admin'],
        summary:
          '运营：在某一范围（直播间聊天、私信、圈子或全部）封禁用户（不带 minutes 为永久，0 解除；请求头 x-admin-token）',
        headers: adminTokenHeaders,
        body: moderationBlockBody,
        consumes: formOrJson,
        response: { 200: envelope(moderationBlock) },
      },
    },
    async (request) => {
      requireAdminToken(request, adminToken);
      return ok(await blocks.blockFor(request.body));
    },
  );
};
