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
import type { z } from 'zod';
import { cachedRead } from '../../platform/http/cached-read';
import type { OddsService } from './odds.service';

export type OddsRoutesDeps = { odds: OddsService };

type Call = { path: string; summary: string };

/**
 * One sport's three odds calls (its companies, a match's index, one company's history of a market): their paths,
 * summaries and tags, its queries, and how a query's `type` reads as the market number.
 */
export type OddsCalls<Type> = {
  tags: string[];
  companies: Call;
  index: Call & { query: z.ZodType<{ type: Type }> };
  history: Call & { query: z.ZodType<{ type: Type; companyId: number }> };
  marketOf: (type: Type) => number;
};

export function oddsRoutesOf<Type>(calls: OddsCalls<Type>): FastifyPluginAsyncZod<OddsRoutesDeps> {
  const { tags, companies, index, history, marketOf } = calls;
  return async (app, { odds }) => {
    app.get(
      companies.path,
      { schema: { tags, summary: companies.summary, response: { 200: envelope(oddsCompanies) } } },
      async (request, reply) => cachedRead(request, reply, { dependsOn: [] }, () => odds.companies()),
    );

    app.get(
      index.path,
      {
        schema: {
          tags,
          summary: index.summary,
          params: matchIdParams,
          querystring: index.query,
          response: { 200: envelope(oddsList) },
        },
      },
      async (request, reply) =>
        cachedRead(request, reply, { dependsOn: [matchChannel(request.params.id)] }, () =>
          odds.list(request.params.id, marketOf(request.query.type)),
        ),
    );

    app.get(
      history.path,
      {
        schema: {
          tags,
          summary: history.summary,
          params: matchIdParams,
          querystring: history.query,
          response: { 200: envelope(oddsHistory) },
        },
      },
      async (request, reply) =>
        cachedRead(request, reply, { dependsOn: [matchChannel(request.params.id)] }, () =>
          odds.history(request.params.id, marketOf(request.query.type), request.query.companyId),
        ),
    );
  };
}

/** Football's odds calls, under /live/odds. */
export const oddsRoutes = oddsRoutesOf({
  tags: ['odds'],
  companies: { path: '/live/odds/company', summary: '指数公司列表' },
  index: {
    path: '/live/odds/:id',
    summary: '比赛指数：各公司初盘、即时盘与变化（type 1 亚指、2 欧指、3 大小）',
    query: oddsQuery,
  },
  history: {
    path: '/live/odds/history/:id',
    summary: '指数变化历史：某公司某盘口的每一次变盘，升红降绿',
    query: oddsHistoryQuery,
  },
  marketOf: (type: number) => type,
});
