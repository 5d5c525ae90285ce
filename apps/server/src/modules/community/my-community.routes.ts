import {
  done,
  envelope,
  myCommentPage,
  noticePage,
  pageQuery,
  postPage,
  unreadNotices,
  userIdParams,
} from '@kanqiu/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUserId } from '../../platform/http/auth';
import { cachedRead } from '../../platform/http/cached-read';
import { ok } from '../../platform/http/envelope';
import { signedInSchema } from '../../platform/http/route-schema';
import { userProfilesTag } from '../user';
import { authorPostsTag } from './cache-tags';
import type { CommunityService } from './community.service';
import type { CommunityNotices } from './notices.service';

const tags = ['community'];

/** 我的圈子: my replies, 互动消息 with the unread count; and any author's public posts (主页). */
export const myCommunityRoutes: FastifyPluginAsyncZod<{
  community: CommunityService;
  notices: CommunityNotices;
}> = async (app, { community, notices }) => {
  app.get(
    '/user/community/comments',
    {
      schema: {
        ...signedInSchema,
        tags,
        summary: '我的回复（评论与回复，新的在前）',
        querystring: pageQuery,
        response: { 200: envelope(myCommentPage) },
      },
    },
    async (request) =>
      ok(await community.myComments(await requireUserId(request), request.query.page, request.query.size)),
  );

  app.get(
    '/user/community/notices',
    {
      schema: {
        ...signedInSchema,
        tags,
        summary: '互动消息：回复、点赞、@ 提到、采纳（新的在前，带未读数）',
        querystring: pageQuery,
        response: { 200: envelope(noticePage) },
      },
    },
    async (request) => ok(await notices.list(await requireUserId(request), request.query.page, request.query.size)),
  );

  app.get(
    '/user/community/notices/unread',
    {
      schema: {
        ...signedInSchema,
        tags,
        summary: '互动消息未读数',
        response: { 200: envelope(unreadNotices) },
      },
    },
    async (request) => ok({ unread: await notices.unread(await requireUserId(request)) }),
  );

  app.post(
    '/user/community/notices/read',
    {
      schema: {
        ...signedInSchema,
        tags,
        summary: '互动消息全部标为已读',
        response: { 200: envelope(done) },
      },
    },
    async (request) => {
      await notices.markRead(await requireUserId(request));
      return ok({ done: true as const });
    },
  );

  app.get(
    '/community/users/:id/posts',
    {
      schema: {
        tags,
        summary: '某位用户发的帖子（新的在前）',
        params: userIdParams,
        querystring: pageQuery,
        response: { 200: envelope(postPage) },
      },
    },
    async (request, reply) =>
      cachedRead(request, reply, { dependsOn: [authorPostsTag(request.params.id), userProfilesTag] }, () =>
        community.posts({ userId: request.params.id }, 'latest', request.query.page, request.query.size),
      ),
  );
};
