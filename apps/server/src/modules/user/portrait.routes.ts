import {
  adminTokenHeaders,
  envelope,
  pendingUploadParams,
  pendingUploadQuery,
  portraitReviewBody,
  portraitReviewParams,
  portraitState,
} from '@kanqiu/contract';
import { Code } from '@kanqiu/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fail } from '../../platform/http/app-error';
import { requireAdminToken } from '../../platform/http/admin-token';
import { readUploadedFile } from '../../platform/images/uploaded-image';
import { requireUserId } from '../../platform/http/auth';
import { ok } from '../../platform/http/envelope';
import { messageFor } from '../../platform/http/messages';
import { signedInSchema } from '../../platform/http/route-schema';
import type { PendingLinks } from './pending-upload';
import type { PortraitService } from './portrait.service';

/** `adminToken` absent: the review route is not registered. */
export type PortraitRoutesDeps = {
  portraits: PortraitService;
  adminToken: string | undefined;
  pendingLinks: PendingLinks;
};

export const portraitRoutes: FastifyPluginAsyncZod<PortraitRoutesDeps> = async (
  app,
  { portraits, adminToken, pendingLinks },
) => {
  app.get(
    '/uploads/pending/:file',
    {
      schema: {
        tags: ['account'],
        summary: '待审核头像：仅上传者与运营拿到的签名链接可访问（一小时有效）',
        params: pendingUploadParams,
        querystring: pendingUploadQuery,
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      if (!pendingLinks.isValid(file, request.query.expires, request.query.sig)) fail('forbidden', '链接无效或已过期');
      const bytes = await portraits.pendingFile(file);
      if (!bytes) return reply.code(404).send({ code: Code.notFound, msg: messageFor(Code.notFound), data: null });
      return reply.type('image/webp').header('cache-control', 'private, no-store').send(bytes);
    },
  );

  app.post(
    '/user/center/portrait',
    {
      schema: {
        ...signedInSchema,
        tags: ['account'],
        summary: '上传头像（multipart 字段 file；JPG/PNG/WEBP/GIF，≤ 2 MB），审核通过后生效',
        consumes: ['multipart/form-data'],
        response: { 200: envelope(portraitState) },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      return ok(await portraits.upload(userId, await readUploadedFile(request)));
    },
  );

  if (!adminToken) return;
  app.post(
    '/admin/portrait/review/:userId',
    {
      schema: {
        tags: ['admin'],
        summary: '运营审核头像：通过则替换头像，驳回则丢弃（请求头 x-admin-token）',
        headers: adminTokenHeaders,
        params: portraitReviewParams,
        body: portraitReviewBody,
        response: { 200: envelope(portraitState) },
      },
    },
    async (request) => {
      requireAdminToken(request, adminToken);
      return ok(await portraits.review(request.params.userId, request.body.approve));
    },
  );
};
