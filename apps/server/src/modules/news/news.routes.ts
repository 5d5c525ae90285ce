import {
  articleCommentPage,
  articleDetail,
  articleIdParams,
  articleLike,
  articleLikeBody,
  articleListBody,
  articlePage,
  columnQuery,
  commentBody,
  commentPageQuery,
  envelope,
  historyCleared,
  newsColumnList,
  searchPage,
  searchQuery,
  viewHistory,
} from '@kanqiu/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUserId } from '../../platform/http/auth';
import { ok } from '../../platform/http/envelope';
import { cachedRead } from '../../platform/http/cached-read';
import { formOrJson, signedInSchema } from '../../platform/http/route-schema';
import type { History } from './history';
import { userProfilesTag } from '../user';
import { articlesTag, commentsTag, type NewsService } from './news.service';

const tags = ['news'];

export const newsRoutes: FastifyPluginAsyncZod<{ news: NewsService; history: History }> = async (
  app,
  { news, history },
) => {
  app.get(
    '/inform/column/getColumnByType',
    {
      schema: {
        tags,
        summary: '资讯栏目（type 1：头条在前，再按运动和联赛）',
        querystring: columnQuery,
        response: { 200: envelope(newsColumnList) },
      },
    },
    async () => ok(news.columns()),
  );

  app.post(
    '/inform/info/list',
    {
      schema: {
        tags,
        summary: '栏目文章列表（page 1 重新加载，之后追加；next 表示还有下一页）',
        body: articleListBody,
        response: { 200: envelope(articlePage) },
      },
    },
    async (request, reply) => {
      const { columnId, page, size } = request.body;
      // Articles come out as their time comes, and the 视频 column follows the rooms' replays.
      return cachedRead(request, reply, { dependsOn: [articlesTag], perSecond: true }, () =>
        news.columnPage(columnId, page, size),
      );
    },
  );

  app.get(
    '/inform/search',
    {
      schema: {
        tags,
        summary: '搜索资讯和圈子帖子（中文分词，须包含每个词；匹配度高的在前）',
        querystring: searchQuery,
        response: { 200: envelope(searchPage) },
      },
    },
    async (request) => ok(await news.search(request.query.q, request.query.page, request.query.size)),
  );

  app.get(
    '/inform/info/:id',
    {
      schema: {
        tags,
        summary: '文章详情：正文段落、相关文章、阅读数（每次打开加一）、点赞与评论数',
        params: articleIdParams,
        response: { 200: envelope(articleDetail) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      return cachedRead(
        request,
        reply,
        {
          // Read counts move with every reader: the one shown is at most a second old.
          dependsOn: [articlesTag],
          perSecond: true,
          onServe: () => news.countRead(id),
          personal: (shared, viewerId) => news.forReader(shared, viewerId),
        },
        () => news.detail(id),
      );
    },
  );

  app.get(
    '/inform/info/cover/:id',
    {
      schema: {
        tags,
        summary: '文章封面：比分卡片（WebP，服务端绘制）',
        params: articleIdParams,
        produces: ['image/webp'],
        // An image, not the envelope: kept out of the OpenAPI document like the files under /uploads.
        hide: true,
      },
    },
    async (request, reply) => {
      const image = await news.cover(request.params.id);
      if (!image) return reply.code(404).send({ code: 404, msg: '封面不存在', data: null });
      return reply.header('content-type', 'image/webp').header('cache-control', 'public, max-age=86400').send(image);
    },
  );

  app.post(
    '/inform/info/:id/like',
    {
      schema: {
        ...signedInSchema,
        tags,
        summary: '点赞或取消（重复提交不会重复计数）',
        params: articleIdParams,
        body: articleLikeBody,
        consumes: formOrJson,
        response: { 200: envelope(articleLike) },
      },
    },
    async (request) => ok(await news.like(request.params.id, await requireUserId(request), request.body.liked)),
  );

  app.get(
    '/inform/info/:id/comments',
    {
      schema: {
        tags,
        summary: '文章评论（新的在前）',
        params: articleIdParams,
        querystring: commentPageQuery,
        response: { 200: envelope(articleCommentPage) },
      },
    },
    async (request, reply) =>
      cachedRead(request, reply, { dependsOn: [commentsTag(request.params.id), userProfilesTag] }, () =>
        news.comments(request.params.id, request.query.page, request.query.size),
      ),
  );

  app.post(
    '/inform/info/:id/comments',
    {
      schema: {
        ...signedInSchema,
        tags,
        summary: '发表评论（最多 500 字，含敏感词时拒绝）',
        params: articleIdParams,
        body: commentBody,
        consumes: formOrJson,
        response: { 200: envelope(z.object({ id: z.number().int() })) },
      },
      config: { rateLimit: { max: 10, timeWindow: '1 minute', hook: 'preHandler' } },
    },
    async (request) => ok(await news.comment(request.params.id, await requireUserId(request), request.body.content)),
  );

  app.get(
    '/user/history',
    {
      schema: {
        ...signedInSchema,
        tags,
        summary: '浏览记录：看过的文章和帖子（新的在前，最多 200 条）',
        response: { 200: envelope(viewHistory) },
      },
    },
    async (request) => ok(await history.list(await requireUserId(request))),
  );

  app.post(
    '/user/history/clear',
    {
      schema: { ...signedInSchema, tags, summary: '清空浏览记录', response: { 200: envelope(historyCleared) } },
    },
    async (request) => {
      await history.clear(await requireUserId(request));
      return ok({ cleared: true as const });
    },
  );
};
