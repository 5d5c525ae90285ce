import {
  adminBanBody,
  adminHideBody,
  commentIdParams,
  userIdParams,
  communityBan,
  done,
  envelope,
  postCodeParams,
} from '@kanqiu/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOnly } from '../../platform/http/admin-token';
import { ok } from '../../platform/http/envelope';
import type { Moderation } from './moderation.service';
import { adminSchema } from '../../platform/http/route-schema';

/** Operators (header `x-admin-token`): hiding or deleting a post or one comment, banning a writer. */
export const adminCommunityRoutes: FastifyPluginAsyncZod<{ moderation: Moderation; adminToken: string }> = async (
  app,
  { moderation, adminToken },
) => {
  app.addHook('preHandler', adminOnly(adminToken));
  app.post(
    '/admin/community/posts/:code/hide',
    {
      schema: {
        ...adminSchema,
        summary: '运营：隐藏帖子（hidden=false 恢复显示），其举报记为已处理（请求头 x-admin-token）',
        params: postCodeParams,
        body: adminHideBody,
        response: { 200: envelope(done) },
      },
    },
    async (request) => {
      return ok(await moderation.hide(request.params.code, request.body.hidden));
    },
  );

  app.post(
    '/admin/community/posts/:code/delete',
    {
      schema: {
        ...adminSchema,
        summary: '运营：删除帖子，其举报记为已处理（请求头 x-admin-token）',
        params: postCodeParams,
        response: { 200: envelope(done) },
      },
    },
    async (request) => {
      return ok(await moderation.remove(request.params.code));
    },
  );

  app.post(
    '/admin/community/comments/:id/hide',
    {
      schema: {
        ...adminSchema,
        summary: '运营：隐藏单条评论（hidden=false 恢复显示），其举报记为已处理，作者收到通知（请求头 x-admin-token）',
        params: commentIdParams,
        body: adminHideBody,
        response: { 200: envelope(done) },
      },
    },
    async (request) => ok(await moderation.hideComment(request.params.id, request.body.hidden)),
  );

  app.post(
    '/admin/community/comments/:id/delete',
    {
      schema: {
        ...adminSchema,
        summary: '运营：删除单条评论，其举报记为已处理，作者收到通知（请求头 x-admin-token）',
        params: commentIdParams,
        response: { 200: envelope(done) },
      },
    },
    async (request) => ok(await moderation.removeComment(request.params.id)),
  );

  app.post(
    '/admin/community/users/:id/ban',
    {
      schema: {
        ...adminSchema,
        summary: '运营：禁止用户在圈子发帖和评论若干天（默认 7 天；请求头 x-admin-token）',
        params: userIdParams,
        body: adminBanBody,
        response: { 200: envelope(communityBan) },
      },
    },
    async (request) => {
      return ok(await moderation.ban(request.params.id, request.body.days));
    },
  );
};
