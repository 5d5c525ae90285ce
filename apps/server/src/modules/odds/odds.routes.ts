import {
  envelope,
  matchIdParams,
  oddsCompanies,
  oddsHistory,
  oddsHistoryQuery,
  oddsList,
  oddsQuery,
  matchChannel,
} from '@kanqiu/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cachedRead } from '../../platform/http/cached-read';
import type { OddsService } from './odds.service';

export type OddsRoutesDeps = { odds: OddsService };

const tags = ['odds'];

export const oddsRoutes: FastifyPluginAsyncZod<OddsRoutesDeps> = async (app, { odds }) => {
  app.get(
    '/live/odds/company',
    { schema: { tags, summary: '指数公司列表', response: { 200: envelope(oddsCompanies) } } },
    async (request, reply) => cachedRead(request, reply, { dependsOn: [] }, () => odds.companies()),
  );

  app.get(
    '/live/odds/:id',
    {
      schema: {
        tags,
        summary: '比赛指数：各公司初盘、即时盘与变化（type 1 亚指、2 欧指、3 大小）',
        params: matchIdParams,
        querystring: oddsQuery,
        response: { 200: envelope(oddsList) },
      },
    },
    async (request, reply) =>
      cachedRead(request, reply, { dependsOn: [matchChannel(request.params.id)] }, () =>
        odds.list(request.params.id, request.query.type),
      ),
  );

  app.get(
    '/live/odds/history/:id',
    {
      schema: {
        tags,
        summary: '指数变化历史：某公司某盘口的每一次变盘，升红降绿',
        params: matchIdParams,
        querystring: oddsHistoryQuery,
        response: { 200: envelope(oddsHistory) },
      },
    },
    async (request, reply) =>
      cachedRead(request, reply, { dependsOn: [matchChannel(request.params.id)] }, () =>
        odds.history(request.params.id, request.query.type, request.query.companyId),
      ),
  );
};
