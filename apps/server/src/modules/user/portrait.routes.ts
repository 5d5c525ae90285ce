import { createHash, timingSafeEqual } from 'node:crypto';
import { adminTokenHeaders, envelope, portraitReviewBody, portraitReviewParams, portraitState } from '@kanqiu/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fail } from '../../platform/http/app-error';
import { requireUserId } from '../../platform/http/auth';
import { ok } from '../../platform/http/envelope';
import { signedInSchema } from '../../platform/http/route-schema';
import type { PortraitService } from './portrait.service';

/** `adminToken` absent: the review route is not registered. */
export type PortraitRoutesDeps = { portraits: PortraitService; adminToken: string | undefined };

const missingFile = 'file: 请选择要上传的图片';

/** Busboy reports a broken multipart body with plain errors; it is the client's fault, so a 400. */
class MalformedMultipartError extends Error {
  readonly statusCode = 400;
}

function classifyMultipartError(request: FastifyRequest, error: unknown): never {
  if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) fail('uploadTooLarge');
  const hasStatus = typeof error === 'object' && error !== null && 'statusCode' in error;
  throw hasStatus ? error : new MalformedMultipartError('malformed multipart body', { cause: error });
}

/** The uploaded bytes of the `file` field; multipart stops one byte past the limit, which the service refuses. */
async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  const part = await request.file().catch((error: unknown) => classifyMultipartError(request, error));
  if (!part) fail('validationFailed', missingFile);
  const bytes = await part.toBuffer().catch((error: unknown) => classifyMultipartError(request, error));
  if (part.fieldname !== 'file') fail('validationFailed', missingFile);
  return bytes;
}

// Compared as digests so the comparison takes the same time whatever the lengths.
function isAdminToken(given: string | undefined, expected: string): boolean {
  const digest = (token: string) => createHash('sha256').update(token).digest();
  return given !== undefined && timingSafeEqual(digest(given), digest(expected));
}

export const portraitRoutes: FastifyPluginAsyncZod<PortraitRoutesDeps> = async (app, { portraits, adminToken }) => {
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
      if (!isAdminToken(request.headers['x-admin-token'], adminToken)) fail('forbidden');
      return ok(await portraits.review(request.params.userId, request.body.approve));
    },
  );
};
