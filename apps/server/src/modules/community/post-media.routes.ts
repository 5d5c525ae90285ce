import {
  envelope,
  mentionCandidates,
  mentionSearchQuery,
  tagOptions,
  tagOptionsQuery,
  uploadedPostImage,
} from '@kanqiu/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fail } from '../../platform/http/app-error';
import { requireUserId } from '../../platform/http/auth';
import { cachedRead } from '../../platform/http/cached-read';
import { ok } from '../../platform/http/envelope';
import { signedInSchema } from '../../platform/http/route-schema';
import { readUploadedFile } from '../../platform/images/uploaded-image';
import type { Db } from '../../platform/db/database';
import { findCircle } from './community.repository';
import type { PostMedia } from './post-media.service';

const tags = ['community'];
const uploadLimit = { rateLimit: { max: 30, timeWindow: '1 minute', hook: 'preHandler' as const } };

/** What the composer needs besides text: picture upload, the match and team tags to pick, the @ picker. */
export const postMediaRoutes: FastifyPluginAsyncZod<{ media: PostMedia; db: Db }> = async (app, { media, db }) => {
  app.post(
    '/community/images',
    {
      schema: {
        ...signedInSchema,
        tags,
        summary:
          '上传帖子图片（multipart 字段 file；JPG/PNG/WEBP/GIF，≤ 2 MB；重新编码为 WebP、去除 EXIF、生成缩略图）',
        consumes: ['multipart/form-data'],
        response: { 200: envelope(uploadedPostImage) },
      },
      config: uploadLimit,
    },
    async (request) => {
      const userId = await requireUserId(request);
      return ok(await media.upload(userId, await readUploadedFile(request)));
    },
  );

  app.get(
    '/community/tags',
    {
      schema: {
        tags,
        summary: '可关联的比赛与球队（该圈子离现在最近的比赛及其球队）',
        querystring: tagOptionsQuery,
        response: { 200: envelope(tagOptions) },
      },
    },
    // The matches nearest now: they move with the clock and the feed, which say nothing to this module.
    async (request, reply) =>
      cachedRead(request, reply, { dependsOn: [], perSecond: true }, async () => {
        const circle = (await findCircle(db, request.query.circleId)) ?? fail('notFound', '圈子不存在');
        return media.tagOptions(circle);
      }),
  );

  app.get(
    '/community/mentions',
    {
      schema: {
        ...signedInSchema,
        tags,
        summary: '@ 用户候选（按昵称查找，最多 10 人）',
        querystring: mentionSearchQuery,
        response: { 200: envelope(mentionCandidates) },
      },
    },
    async (request) => ok(await media.mentionCandidates(await requireUserId(request), request.query.q)),
  );
};
