import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { emojiFileParams, envelope, imageSendQuery, imMessage } from '@kanqiu/contract';
import { Code } from '@kanqiu/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fail } from '../../platform/http/app-error';
import { requireUserId } from '../../platform/http/auth';
import { ok } from '../../platform/http/envelope';
import { messageFor } from '../../platform/http/messages';
import { signedInSchema } from '../../platform/http/route-schema';
import type { ChatImages } from './chat-images';
import type { MessagesService } from './messages.service';

export type ImMediaRoutesDeps = { messages: MessagesService; images: ChatImages };

const twemojiDirectory = dirname(createRequire(import.meta.url).resolve('@twemoji/svg/package.json'));
const missingFile = 'file: 请选择要发送的图片';

/** The bytes of the multipart field `file`; a body past the size limit or a broken one is the client's fault. */
async function uploadedFile(request: FastifyRequest): Promise<Buffer> {
  const refuse = (error: unknown): never => {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) fail('uploadTooLarge');
    return fail('validationFailed', missingFile);
  };
  const part = await request.file().catch(refuse);
  if (!part || part.fieldname !== 'file') fail('validationFailed', missingFile);
  return part.toBuffer().catch(refuse);
}

/** Pictures in messages (upload, re-encoded, thumbnailed) and the emoji pictures the composer's panel draws. */
export const imMediaRoutes: FastifyPluginAsyncZod<ImMediaRoutesDeps> = async (app, { messages, images }) => {
  app.post(
    '/imapi/chat/image',
    {
      schema: {
        ...signedInSchema,
        tags: ['im'],
        summary: '发送图片（multipart 字段 file；JPG/PNG/WEBP/GIF，≤ 2 MB；重新编码并生成缩略图）',
        querystring: imageSendQuery,
        consumes: ['multipart/form-data'],
        response: { 200: envelope(imMessage) },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      const bytes = await uploadedFile(request);
      return ok(await messages.sendImage(userId, request.query, () => images.save(bytes)));
    },
  );

  app.get(
    '/imapi/emoji/:file',
    {
      schema: {
        tags: ['im'],
        summary: '表情图片（Twemoji SVG，按字符码点命名，如 1f600.svg）',
        params: emojiFileParams,
      },
    },
    async (request, reply) => {
      const svg = await readFile(join(twemojiDirectory, request.params.file)).catch(() => null);
      if (!svg) return reply.code(404).send({ code: Code.notFound, msg: messageFor(Code.notFound), data: null });
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=31536000, immutable').send(svg);
    },
  );
};
