import {
  basketballOddsHistoryQuery,
  basketballOddsQuery,
  envelope,
  matchIdParams,
  oddsCompanies,
  oddsHistory,
  oddsList,
  matchChannel,
} from '@kanqiu/contract';
import { BasketballOddsType, parseBasketballOddsType } from '@kanqiu/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cachedRead } from '../../platform/http/cached-read';
import type { OddsService } from '../odds';

export type BasketballOddsRoutesDeps = { odds: OddsService };

const tags = ['basketball', 'odds'];

/** The query schema already refused anything but 1, 2 or 3. */
const oddsType = (value: string | undefined) => parseBasketballOddsType(value) ?? BasketballOddsType.asianHandicap;

/** The basketball odds calls under the spec's zhi prefix: index, history and companies. */
export const basketballOddsRoutes: FastifyPluginAsyncZod<BasketballOddsRoutesDeps> = async (app, { odds }) => {
  app.get(
    '/live/basket/zhi/company',
    { schema: { tags, summary: '篮球指数公司列表', response: { 200: envelope(oddsCompanies) } } },
    async (request, reply) => cachedRead(request, reply, { dependsOn: [] }, () => odds.companies()),
  );

  app.get(
    '/live/basket/zhi/index/:id',
    {
      schema: {
        tags,
        summary: '篮球指数：各公司初盘、即时盘与变化（type 1 让分、2 胜负、3 大小分）',
        params: matchIdParams,
        querystring: basketballOddsQuery,
        response: { 200: envelope(oddsList) },
      },
    },
    async (request, reply) =>
      cachedRead(request, reply, { dependsOn: [matchChannel(request.params.id)] }, () =>
        odds.list(request.params.id, oddsType(request.query.type)),
      ),
  );

  app.get(
    '/live/basket/zhi/history/:id',
    {
      schema: {
        tags,
        summary: '篮球指数变化历史：某公司某盘口的每一次变盘，升红降绿',
        params: matchIdParams,
        querystring: basketballOddsHistoryQuery,
        response: { 200: envelope(oddsHistory) },
      },
    },
    async (request, reply) =>
      cachedRead(request, reply, { dependsOn: [matchChannel(request.params.id)] }, () =>
        odds.history(request.params.id, oddsType(request.query.type), request.query.companyId),
      ),
  );
};
