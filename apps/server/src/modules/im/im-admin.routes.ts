import { envelope, postNoteBody, postNoteResult } from '@kanqiu/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOnly } from '../../platform/http/admin-token';
import { ok } from '../../platform/http/envelope';
import { adminSchema, formOrJson } from '../../platform/http/route-schema';
import type { NotesService } from './notes.service';

export type ImAdminDeps = { notes: NotesService; adminToken: string };

/** Operators (header `x-admin-token`): post a 公告 to everyone. */
export const imAdminRoutes: FastifyPluginAsyncZod<ImAdminDeps> = async (app, { notes, adminToken }) => {
  app.addHook('preHandler', adminOnly(adminToken));
  app.post(
    '/admin/im/notes',
    {
      schema: {
        ...adminSchema,
        summary: '运营：发布公告——列入 /message/note，并作为系统通知发给每位用户（请求头 x-admin-token）',
        body: postNoteBody,
        consumes: formOrJson,
        response: { 200: envelope(postNoteResult) },
      },
    },
    async (request) => {
      return ok(await notes.post(request.body));
    },
  );
};
