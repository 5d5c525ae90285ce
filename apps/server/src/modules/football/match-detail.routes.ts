import {
  accessTokenHeaders,
  envelope,
  footballNavigation,
  lineups,
  matchIdParams,
  textLive,
  matchChannel,
  type FootballNavigation,
} from '@kanqiu/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cachedRead } from '../../platform/http/cached-read';
import { starredMatchPolicy } from '../match';
import type { MatchDetailService } from './match-detail.service';

export type MatchDetailRoutesDeps = { details: MatchDetailService };

const tags = ['football'];

export const matchDetailRoutes: FastifyPluginAsyncZod<MatchDetailRoutesDeps> = async (app, { details }) => {
  const headerRead = (matchId: number) =>
    starredMatchPolicy(
      matchId,
      (shared: FootballNavigation, viewerId) => details.follows(viewerId, shared.id),
      (shared) => ({ ...shared, followed: true }),
    );

  app.get(
    '/live/fb/match/live/navigation/:id',
    {
      schema: {
        headers: accessTokenHeaders,
        tags,
        summary: '比赛详情头部：状态、开赛时间、进行分钟、球队、比分、场地',
        params: matchIdParams,
        response: { 200: envelope(footballNavigation) },
      },
    },
    async (request, reply) =>
      cachedRead(request, reply, headerRead(request.params.id), () => details.navigation(request.params.id, null)),
  );

  app.get(
    '/live/fb/match/live/textLive/:id',
    {
      schema: {
        tags,
        summary: '赛况：比赛环境、事件时间线、技术统计、三个饼图与进攻压力',
        params: matchIdParams,
        response: { 200: envelope(textLive) },
      },
    },
    async (request, reply) =>
      cachedRead(request, reply, { dependsOn: [matchChannel(request.params.id)] }, () =>
        details.textLive(request.params.id),
      ),
  );

  app.get(
    '/live/fb/match/lineup/:id',
    {
      schema: {
        tags,
        summary: '阵容：首发与替补，换人分钟、进球与红黄牌',
        params: matchIdParams,
        response: { 200: envelope(lineups) },
      },
    },
    async (request, reply) =>
      cachedRead(request, reply, { dependsOn: [matchChannel(request.params.id)] }, () =>
        details.lineups(request.params.id),
      ),
  );
};
