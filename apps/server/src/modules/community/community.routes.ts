import {
  acceptAnswerBody,
  circleFollow,
  circleFollowBody,
  circleIdParams,
  circleList,
  createdPost,
  createPostBody,
  deleteBody,
  done,
  envelope,
  postCodeParams,
  postCommentBody,
  postDetail,
  postLike,
  postLikeBody,
  postListQuery,
  postPage,
  postReportBody,
} from '@kanqiu/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fail } from '../../platform/http/app-error';
import { requireUserId } from '../../platform/http/auth';
import { cachedRead } from '../../platform/http/cached-read';
import { ok } from '../../platform/http/envelope';
import { formOrJson, signedInSchema } from '../../platform/http/route-schema';
import type { MinorModeServices } from '../minor-mode';
import { userProfilesTag } from '../user';
import { allPostsTag, circlePostsTag, circlesTag, postPageTag } from './cache-tags';
import type { CommunityService } from './community.service';

const tags = ['community'];

type CommunityRoutesDeps = { community: CommunityService; minorMode: Pick<MinorModeServices, 'suitableFor'> };

export const communityRoutes: FastifyPluginAsyncZod<CommunityRoutesDeps> = async (app, { community, minorMode }) => {
  /** 青少年模式 lists only the posts an operator marked fit, read past the shared answer; null when the mode is off. */
  async function minorPage(request: FastifyRequest, load: () => Promise<z.infer<typeof postPage>>) {
    const suitable = await minorMode.suitableFor(request, 'post');
    if (!suitable) return null;
    const page = await load();
    return ok({ ...page, list: page.list.filter((post) => suitable.has(post.code)) });
  }

  app.get(
    '/community/circles',
    {
      schema: {
        tags,
        summary: '圈子列表（关注人数、帖子数，登录时带是否已关注）',
        response: { 200: envelope(circleList) },
      },
    },
    async (request, reply) =>
      cachedRead(
        request,
        reply,
        { dependsOn: [circlesTag], personal: (shared, viewerId) => community.withFollowed(shared, viewerId) },
        () => community.circles(),
      ),
  );

  app.post(
    '/community/circles/:id/follow',
    {
      schema: {
        ...signedInSchema,
        tags,
        summary: '关注或取消关注圈子',
        params: circleIdParams,
        body: circleFollowBody,
        consumes: formOrJson,
        response: { 200: envelope(circleFollow) },
      },
    },
    async (request) => ok(await community.follow(request.params.id, await requireUserId(request), request.body.follow)),
  );

  app.get(
    '/community/posts/hot',
    {
      schema: {
        tags,
        summary: '热门帖子（全部圈子）',
        querystring: postListQuery.omit({ sort: true }),
        response: { 200: envelope(postPage) },
      },
    },
    async (request, reply) => {
      const load = () => community.posts({}, 'hot', request.query.page, request.query.size);
      return (
        (await minorPage(request, load)) ??
        cachedRead(request, reply, { dependsOn: [allPostsTag, userProfilesTag] }, load)
      );
    },
  );

  app.get(
    '/community/circles/:id/posts',
    {
      schema: {
        tags,
        summary: '圈子的帖子（sort：latest 最新 / hot 最热）',
        params: circleIdParams,
        querystring: postListQuery,
        response: { 200: envelope(postPage) },
      },
    },
    async (request, reply) => {
      const { sort, page, size } = request.query;
      const load = () => community.posts({ circleId: request.params.id }, sort, page, size);
      return (
        (await minorPage(request, load)) ??
        cachedRead(request, reply, { dependsOn: [circlePostsTag(request.params.id), userProfilesTag] }, load)
      );
    },
  );

  app.get(
    '/user/community/posts',
    {
      schema: {
        ...signedInSchema,
        tags,
        summary: '我的帖子（新的在前）',
        querystring: postListQuery.omit({ sort: true }),
        response: { 200: envelope(postPage) },
      },
    },
    async (request) =>
      ok(
        await community.posts(
          { userId: await requireUserId(request) },
          'latest',
          request.query.page,
          request.query.size,
        ),
      ),
  );

  app.post(
    '/community/posts',
    {
      schema: {
        ...signedInSchema,
        tags,
        summary: '发帖或提问（标题可选，含敏感词时拒绝）',
        body: createPostBody,
        consumes: formOrJson,
        response: { 200: envelope(createdPost) },
      },
    },
    async (request) => ok(await community.create(await requireUserId(request), request.body)),
  );

  app.get(
    '/community/posts/:code',
    {
      schema: {
        tags,
        summary: '帖子详情：正文、两级评论、点赞；问题带被采纳的回答',
        params: postCodeParams,
        response: { 200: envelope(postDetail) },
      },
    },
    async (request, reply) => {
      const suitable = await minorMode.suitableFor(request, 'post');
      if (suitable && !suitable.has(request.params.code)) fail('minorUnsuitable');
      return cachedRead(
        request,
        reply,
        {
          dependsOn: [postPageTag(request.params.code), userProfilesTag],
          personal: (shared, viewerId) => community.forReader(shared, viewerId),
        },
        () => community.detail(request.params.code),
      );
    },
  );

  app.post(
    '/community/posts/:code/comments',
    {
      schema: {
        ...signedInSchema,
        tags,
        summary: '评论帖子或回复评论（parentId）',
        params: postCodeParams,
        body: postCommentBody,
        consumes: formOrJson,
        response: { 200: envelope(z.object({ id: z.number().int() })) },
      },
    },
    async (request) =>
      ok(
        await community.comment(
          request.params.code,
          await requireUserId(request),
          request.body.content,
          request.body.parentId,
        ),
      ),
  );

  app.post(
    '/community/posts/:code/like',
    {
      schema: {
        ...signedInSchema,
        tags,
        summary: '点赞或取消（重复提交不会重复计数）',
        params: postCodeParams,
        body: postLikeBody,
        consumes: formOrJson,
        response: { 200: envelope(postLike) },
      },
    },
    async (request) => ok(await community.like(request.params.code, await requireUserId(request), request.body.liked)),
  );

  app.post(
    '/community/posts/:code/report',
    {
      schema: {
        ...signedInSchema,
        tags,
        summary: '举报帖子或评论（同一用户只计一次；3 人举报的帖子自动隐藏）',
        params: postCodeParams,
        body: postReportBody,
        consumes: formOrJson,
        response: { 200: envelope(done) },
      },
    },
    async (request) =>
      ok(
        await community.report(
          request.params.code,
          await requireUserId(request),
          request.body.reason,
          request.body.commentId,
        ),
      ),
  );

  app.post(
    '/community/posts/:code/accept',
    {
      schema: {
        ...signedInSchema,
        tags,
        summary: '提问者采纳回答',
        params: postCodeParams,
        body: acceptAnswerBody,
        consumes: formOrJson,
        response: { 200: envelope(done) },
      },
    },
    async (request) =>
      ok(await community.accept(request.params.code, await requireUserId(request), request.body.commentId)),
  );

  app.post(
    '/community/posts/:code/delete',
    {
      schema: {
        ...signedInSchema,
        tags,
        summary: '删除自己的帖子，或自己的评论（commentId）',
        params: postCodeParams,
        body: deleteBody,
        consumes: formOrJson,
        response: { 200: envelope(done) },
      },
    },
    async (request) =>
      ok(await community.remove(request.params.code, await requireUserId(request), request.body.commentId)),
  );
};
