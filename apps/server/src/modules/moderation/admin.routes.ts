import {
  envelope,
  moderationBlock,
  moderationBlockBody,
  moderationReportList,
  moderationReportQuery,
  resolveModerationReportBody,
  resolveModerationReportResult,
} from '@kanqiu/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOnly } from '../../platform/http/admin-token';
import { ok } from '../../platform/http/envelope';
import { adminSchema, formOrJson } from '../../platform/http/route-schema';
import type { BlocksAdmin } from './blocks';
import type { ReportsAdmin } from './reports';

/** The operators' block route and the one report queue (registered only when ADMIN_TOKEN is set). */
export const moderationAdminRoutes: FastifyPluginAsyncZod<{
  blocks: BlocksAdmin;
  reports: ReportsAdmin;
  adminToken: string;
}> = async (app, { blocks, reports, adminToken }) => {
  app.addHook('preHandler', adminOnly(adminToken));
  app.post(
    '/admin/moderation/blocks',
    {
      schema: {
        ...adminSchema,
        summary:
          '运营：在某一范围（直播间聊天、私信、圈子或全部）封禁用户（不带 minutes 为永久，0 解除；请求头 x-admin-token）',
        body: moderationBlockBody,
        consumes: formOrJson,
        response: { 200: envelope(moderationBlock) },
      },
    },
    async (request) => ok(await blocks.blockFor(request.body)),
  );

  app.get(
    '/admin/moderation/reports',
    {
      schema: {
        ...adminSchema,
        summary:
          '运营：举报队列——聊天、私信、帖子、评论与用户，同一对象的举报合为一条（待处理的最早在前；请求头 x-admin-token）',
        querystring: moderationReportQuery,
        response: { 200: envelope(moderationReportList) },
      },
    },
    async (request) => ok(await reports.queue(request.query)),
  );

  app.post(
    '/admin/moderation/reports/resolve',
    {
      schema: {
        ...adminSchema,
        summary:
          '运营：处理举报——驳回、删除内容、隐藏（帖子与评论）或封禁作者（minutes，不带为永久），同一对象的待处理举报一并关闭（请求头 x-admin-token）',
        body: resolveModerationReportBody,
        consumes: formOrJson,
        response: { 200: envelope(resolveModerationReportResult) },
      },
    },
    async (request) => ok(await reports.resolve(request.body)),
  );
};
