import {
  accessTokenHeaders,
  envelope,
  filterData,
  filterQuery,
  footballList,
  footballListQuery,
  liveQuery,
  lotteryOverview,
  lotteryQuery,
} from '@kanqiu/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FootballListType } from '@kanqiu/domain';
import { cachedRead } from '../../platform/http/cached-read';
import type { LotteryKind } from './lottery';
import { listRead, sportLists, starredListPolicy } from '../match';
import type { MatchListService } from './match-list.service';

const footballLists = sportLists('football');

export type MatchListRoutesDeps = { lists: MatchListService };

const listResponse = { 200: envelope(footballList) };
const tags = ['football'];

export const matchListRoutes: FastifyPluginAsyncZod<MatchListRoutesDeps> = async (app, { lists }) => {
  const sharedFilter = { dependsOn: footballLists };
  const sharedList = starredListPolicy('football', lists);

  app.get(
    '/live/football/v1_1/live',
    {
      schema: {
        headers: accessTokenHeaders,
        tags,
        summary: '足球直播列表：进行中的比赛（状态 2–7），按开赛时间排序',
        querystring: liveQuery,
        response: listResponse,
      },
    },
    async (request, reply) => cachedRead(request, reply, sharedList, () => lists.live(request.query.filterId, null)),
  );

  app.get(
    '/live/football/match',
    {
      schema: {
        headers: accessTokenHeaders,
        tags,
        summary: '足球比分列表：0 即时、1 赛程、2 赛果、3 关注（需登录）、4 竞彩、5 北单',
        querystring: footballListQuery,
        response: listResponse,
      },
    },
    async (request, reply) =>
      listRead(request, reply, request.query.type === FootballListType.followed, sharedList, (viewerId) =>
        lists.list(request.query, viewerId),
      ),
  );

  const lotteryRoute = (kind: LotteryKind, summary: string) =>
    app.get(
      `/live/football/${kind}`,
      { schema: { headers: accessTokenHeaders, tags, summary, querystring: lotteryQuery, response: listResponse } },
      async (request, reply) =>
        cachedRead(request, reply, sharedList, () => lists.lotteryList(kind, request.query, null)),
    );
  lotteryRoute('jczq', '竞彩足球列表：销售日（11:00 至次日 11:00）热门赛事的比赛，编号 周X001');
  lotteryRoute('bjdc', '北京单场列表：销售日（11:00 至次日 11:00）的全部比赛，编号 001');

  app.get(
    '/live/football/lottery',
    {
      schema: {
        tags,
        summary: '竞彩与北单概况：销售日、可选日期和两个列表的场次',
        querystring: lotteryQuery,
        response: { 200: envelope(lotteryOverview) },
      },
    },
    async (request, reply) =>
      cachedRead(request, reply, { dependsOn: footballLists }, () => lists.lotteryOverview(request.query.date)),
  );

  app.get(
    '/live/football/filter',
    {
      schema: {
        headers: accessTokenHeaders,
        tags,
        summary: '赛事筛选：按首字母分组的赛事与场次，isChecked 依 filterId',
        querystring: filterQuery,
        response: { 200: envelope(filterData) },
      },
    },
    async (request, reply) =>
      listRead(request, reply, request.query.type === FootballListType.followed, sharedFilter, (viewerId) =>
        lists.filter(request.query, viewerId),
      ),
  );
};
