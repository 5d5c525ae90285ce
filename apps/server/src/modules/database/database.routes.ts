import {
  basketballCompetitionDetail,
  basketballPlayerDetail,
  basketballTeamDetail,
  competitionDetail,
  competitionDetailQuery,
  competitionGroupList,
  databaseIdParams,
  databaseSearchQuery,
  databaseSportQuery,
  envelope,
  playerDetail,
  searchResult,
  teamDetail,
  teamColorTable,
  teamDetailQuery,
  type TeamColorTable,
} from '@kanqiu/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelope';
import { cachedRead } from '../../platform/http/cached-read';
import { sportLists } from '../match';
import type { DatabaseService } from './database.service';

const tags = ['database'];
/** The colour table changes only with the reference data: browsers and proxies keep it a day. */
const CACHE_A_DAY = 'public, max-age=86400';

type Options = { database: DatabaseService; teamColors: () => Promise<TeamColorTable> };

/**
 * The pages read the real seasons, which never change while the server runs, and link the matches the replay
 * plays; football pages move with the football stream, basketball pages with the basketball one.
 */
const football = { dependsOn: sportLists('football') };
const basketball = { dependsOn: sportLists('basketball') };
const fixed = { dependsOn: [] };

/** 资料库: read-only pages of the real seasons. */
export const databaseRoutes: FastifyPluginAsyncZod<Options> = async (app, { database, teamColors }) => {
  app.get(
    '/database/team-colors',
    {
      schema: {
        tags,
        summary: '全部球队（足球、篮球）的队徽配色：球队 id → [主色, 副色]，只含两色都已知的球队；可长期缓存',
        response: { 200: envelope(teamColorTable) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', CACHE_A_DAY);
      return ok(await teamColors());
    },
  );

  app.get(
    '/database/competitions',
    {
      schema: {
        tags,
        summary: '资料库首页：某项运动的赛事，按分组（五大联赛、中超、国际赛事；NBA、CBA）',
        querystring: databaseSportQuery,
        response: { 200: envelope(competitionGroupList) },
      },
    },
    async (request, reply) => cachedRead(request, reply, fixed, () => database.groups(request.query.sport)),
  );

  app.get(
    '/database/search',
    {
      schema: {
        tags,
        summary: '搜索球队、球员、赛事（中文名、全称、英文名、拼音或拼音首字母，如 mc 找到曼城）',
        querystring: databaseSearchQuery,
        response: { 200: envelope(searchResult) },
      },
    },
    async (request, reply) => cachedRead(request, reply, fixed, () => database.search(request.query.keyword)),
  );

  app.get(
    '/database/competition/:id',
    {
      schema: {
        tags,
        summary: '足球赛事资料：积分榜（含区域与近况）、分轮赛程赛果、球员榜、球队数据；season 选历史赛季',
        params: databaseIdParams,
        querystring: competitionDetailQuery,
        response: { 200: envelope(competitionDetail) },
      },
    },
    async (request, reply) =>
      cachedRead(request, reply, football, () => database.competition(request.params.id, request.query.season)),
  );

  app.get(
    '/database/basketball/:id',
    {
      schema: {
        tags,
        summary: '篮球赛事资料（模拟赛季）：NBA 分东西部、CBA 一张表的排名与近况，最近赛果',
        params: databaseIdParams,
        response: { 200: envelope(basketballCompetitionDetail) },
      },
    },
    async (request, reply) => cachedRead(request, reply, basketball, () => database.basketball(request.params.id)),
  );

  app.get(
    '/database/basketball/team/:id',
    {
      schema: {
        tags,
        summary: '篮球球队资料：本赛季模拟战绩与最近比赛，NBA 球员名单与真实 RAPTOR 评分',
        params: databaseIdParams,
        response: { 200: envelope(basketballTeamDetail) },
      },
    },
    async (request, reply) => cachedRead(request, reply, basketball, () => database.basketballTeam(request.params.id)),
  );

  app.get(
    '/database/basketball/player/:id',
    {
      schema: {
        tags,
        summary: 'NBA 球员资料：真实 RAPTOR 评分（按效力球队），所在球队本赛季模拟比赛',
        params: databaseIdParams,
        response: { 200: envelope(basketballPlayerDetail) },
      },
    },
    async (request, reply) =>
      cachedRead(request, reply, basketball, () => database.basketballPlayer(request.params.id)),
  );

  app.get(
    '/database/team/:id',
    {
      schema: {
        tags,
        summary: '足球球队资料：球队信息、排名、阵容与出场数据、赛程赛果、场均数据；competition 选赛事',
        params: databaseIdParams,
        querystring: teamDetailQuery,
        response: { 200: envelope(teamDetail) },
      },
    },
    async (request, reply) =>
      cachedRead(request, reply, football, () => database.team(request.params.id, request.query.competition)),
  );

  app.get(
    '/database/player/:id',
    {
      schema: {
        tags,
        summary: '足球球员资料：个人信息、各赛事赛季数据、逐场记录（可进入比赛详情）',
        params: databaseIdParams,
        response: { 200: envelope(playerDetail) },
      },
    },
    async (request, reply) => cachedRead(request, reply, football, () => database.player(request.params.id)),
  );
};
