import { analysisFuture, analysisHistory, analysisTable, envelope, matchIdParams } from '@kanqiu/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cachedRead, type ReadPolicy } from '../../platform/http/cached-read';
import { sportLists } from '../match';
import type { AnalysisService } from './analysis.service';

export type AnalysisRoutesDeps = { analysis: AnalysisService };

const tags = ['football'];

/** Analysis reads the two teams' other matches and their competition's: any football result may move it. */
const acrossMatches: ReadPolicy<unknown> = { dependsOn: sportLists('football') };

export const analysisRoutes: FastifyPluginAsyncZod<AnalysisRoutesDeps> = async (app, { analysis }) => {
  app.get(
    '/live/fb/match/analysis/history/:id',
    {
      schema: {
        tags,
        summary: '分析：历史交锋（以往赛季与本赛季）与两队近期战绩',
        params: matchIdParams,
        response: { 200: envelope(analysisHistory) },
      },
    },
    async (request, reply) => cachedRead(request, reply, acrossMatches, () => analysis.history(request.params.id)),
  );

  app.get(
    '/live/fb/match/analysis/table/:id',
    {
      schema: {
        tags,
        summary: '分析：本赛季积分榜（按已完场比赛计算），高亮两队',
        params: matchIdParams,
        response: { 200: envelope(analysisTable) },
      },
    },
    async (request, reply) => cachedRead(request, reply, acrossMatches, () => analysis.table(request.params.id)),
  );

  app.get(
    '/live/fb/match/analysis/future/:id',
    {
      schema: {
        tags,
        summary: '分析：两队本场之后的 3 场赛程（重播比赛按赛历，未入库的比赛 id 为 null）',
        params: matchIdParams,
        response: { 200: envelope(analysisFuture) },
      },
    },
    async (request, reply) => cachedRead(request, reply, acrossMatches, () => analysis.future(request.params.id)),
  );
};
