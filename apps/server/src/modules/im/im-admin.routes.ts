import {
  adminTokenHeaders,
  envelope,
  imReportList,
  postNoteBody,
  postNoteResult,
  reportQueueQuery,
  resolveReportBody,
  resolveReportResult,
} from '@kanqiu/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOnly } from '../../platform/http/admin-token';
import { ok } from '../../platform/http/envelope';
import { formOrJson } from '../../platform/http/route-schema';
import type { ModerationService } from './moderation.service';
import type { NotesService } from './notes.service';

export type ImAdminDeps = { notes: NotesService; moderation: ModerationService; adminToken: string };

const tags = ['admin'];

/** Operators (header `x-admin-token`): post a 公告 to everyone, work the report queue of messages. */
export const imAdminRoutes: FastifyPluginAsyncZod<ImAdminDeps> = async (app, { notes, moderation, adminToken }) => {
  app.addHook('preHandler', adminOnly(adminToken));
  app.post(
    '/admin/im/notes',
    {
      schema: {
        tags,
        summary: '运营：发布公告——列入 /message/note，并作为系统通知发给每位用户（请求头 x-admin-token）',
        headers: adminTokenHeaders,
        body: postNoteBody,
        consumes: formOrJson,
        response: { 200: envelope(postNoteResult) },
      },
    },
    async (request) => {
      return ok(await notes.post(request.body));
    },
  );

  app.get(
    '/admin/im/reports',
    {
      schema: {
        tags,
        summary: '运营：消息举报队列（待处理的最早在前），含被举报的消息与用户（请求头 x-admin-token）',
        headers: adminTokenHeaders,
        querystring: reportQueueQuery,
        response: { 200: envelope(imReportList) },
      },
    },
    async (request) => {
      return ok(await moderation.queue(request.query.status));
    },
  );

  app.post(
    '/admin/im/reports/resolve',
    {
      schema: {
        tags,
        summary: '运营：处理举报——驳回、删除消息、禁言（minutes，默认 1 天）或封禁发送者（请求头 x-admin-token）',
        headers: adminTokenHeaders,
        body: resolveReportBody,
        consumes: formOrJson,
        response: { 200: envelope(resolveReportResult) },
      },
    },
    async (request) => {
      return ok(await moderation.resolve(request.body));
    },
  );
};
