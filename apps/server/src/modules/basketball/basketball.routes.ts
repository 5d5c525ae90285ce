import {
  accessTokenHeaders,
  basketballAnalysis,
  basketballDetail,
  basketballFilterQuery,
  basketballList,
  basketballListQuery,
  envelope,
  filterData,
  matchIdParams,
  type BasketballList,
  matchChannel,
} from '@kanqiu/contract';
import { BasketballListType } from '@kanqiu/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { optionalUserId } from '../../platform/http/auth';
import { cachedRead, type ReadPolicy } from '../../platform/http/cached-read';
import { ok } from '../../platform/http/envelope';
import { sportLists } from '../match';
import type { BasketballAnalysisService } from './basketball-analysis.service';
import type { BasketballDetailService } from './basketball-detail.service';
import type { BasketballListService } from './basketball-list.service';

export type BasketballRoutesDeps = {
  lists: BasketballListService;
  details: BasketballDetailService;
  analysis: BasketballAnalysisService;
};

const tags = ['basketball'];
const basketballLists = sportLists('basketball');

export const basketballRoutes: FastifyPluginAsyncZod<BasketballRoutesDeps> = async (
  app,
  { lists, details, analysis },
) => {
  /** A list is the same for every fan but for the stars of their own follows; clocks move with the second. */
  const sharedList: ReadPolicy<BasketballList> = {
    dependsOn: basketballLists,
    perSecond: true,
    personal: (shared, viewerId) => lists.withFollows(shared, viewerId),
    viewerKey: (shared, viewerId) => lists.followKey(shared, viewerId),
  };

  app.get(
    '/live/basketball/match',
    {
      schema: {
        headers: accessTokenHeaders,
        tags,
        summary: '篮球比分列表：0 即时、1 赛程、2 赛果、3 关注（需登录）；8、9 按 0 处理',
        querystring: basketballListQuery,
        response: { 200: envelope(basketballList) },
      },
    },
    async (request, reply) =>
      request.query.type === BasketballListType.followed
        ? ok(await lists.list(request.query, await optionalUserId(request)))
        : cachedRead(request, reply, sharedList, () => lists.list(request.query, null)),
  );

  app.get(
    '/live/basketball/filter',
    {
      schema: {
        headers: accessTokenHeaders,
        tags,
        summary: '篮球赛事筛选：按首字母分组的赛事与场次，isChecked 依 filterId',
        querystring: basketballFilterQuery,
        response: { 200: envelope(filterData) },
      },
    },
    async (request, reply) =>
      request.query.type === BasketballListType.followed
        ? ok(await lists.filter(request.query, await optionalUserId(request)))
        : cachedRead(request, reply, { dependsOn: basketballLists }, () => lists.filter(request.query, null)),
  );

  app.get(
    '/live/basket/match/detail/:id',
    {
      schema: {
        headers: accessTokenHeaders,
        tags,
        summary: '篮球比赛详情：头部与节时钟、每节比分、球队统计、球员数据（NBA）、文字直播（新的在前）',
        params: matchIdParams,
        response: { 200: envelope(basketballDetail) },
      },
    },
    async (request, reply) =>
      cachedRead(
        request,
        reply,
        {
          dependsOn: [matchChannel(request.params.id)],
          perSecond: true,
          personal: async (shared, viewerId) =>
            (await details.follows(viewerId, shared.header.id))
              ? { ...shared, header: { ...shared.header, followed: true } }
              : shared,
          viewerKey: async (shared, viewerId) => String(await details.follows(viewerId, shared.header.id)),
        },
        () => details.detail(request.params.id, null),
      ),
  );

  app.get(
    '/live/basket/match/analysis/:id',
    {
      schema: {
        tags,
        summary: '篮球比赛分析：本赛季（模拟赛季）至今的交锋与双方近期战绩',
        params: matchIdParams,
        response: { 200: envelope(basketballAnalysis) },
      },
    },
    async (request, reply) =>
      cachedRead(request, reply, { dependsOn: basketballLists }, () => analysis.analysis(request.params.id)),
  );
};
