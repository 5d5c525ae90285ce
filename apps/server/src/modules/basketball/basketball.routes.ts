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
  type BasketballDetail,
} from '@kanqiu/contract';
import { BasketballListType } from '@kanqiu/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cachedRead } from '../../platform/http/cached-read';
import { listRead, sportLists, starredListPolicy, starredMatchPolicy } from '../match';
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
  const sharedFilter = { dependsOn: basketballLists };
  const sharedList = starredListPolicy('basketball', lists);
  const detailRead = (matchId: number) =>
    starredMatchPolicy(
      matchId,
      (shared: BasketballDetail, viewerId) => details.follows(viewerId, shared.header.id),
      (shared) => ({ ...shared, header: { ...shared.header, followed: true } }),
    );

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
      listRead(request, reply, request.query.type === BasketballListType.followed, sharedList, (viewerId) =>
        lists.list(request.query, viewerId),
      ),
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
      listRead(request, reply, request.query.type === BasketballListType.followed, sharedFilter, (viewerId) =>
        lists.filter(request.query, viewerId),
      ),
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
      cachedRead(request, reply, detailRead(request.params.id), () => details.detail(request.params.id, null)),
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
