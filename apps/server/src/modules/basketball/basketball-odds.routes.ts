import { basketballOddsHistoryQuery, basketballOddsQuery } from '@kanqiu/contract';
import { BasketballOddsType, parseBasketballOddsType } from '@kanqiu/domain';
import { oddsRoutesOf } from '../odds';

/** The basketball odds calls under the spec's zhi prefix: index, history and companies. */
export const basketballOddsRoutes = oddsRoutesOf({
  tags: ['basketball', 'odds'],
  companies: { path: '/live/basket/zhi/company', summary: '篮球指数公司列表' },
  index: {
    path: '/live/basket/zhi/index/:id',
    summary: '篮球指数：各公司初盘、即时盘与变化（type 1 让分、2 胜负、3 大小分）',
    query: basketballOddsQuery,
  },
  history: {
    path: '/live/basket/zhi/history/:id',
    summary: '篮球指数变化历史：某公司某盘口的每一次变盘，升红降绿',
    query: basketballOddsHistoryQuery,
  },
  /** The query schema already refused anything but 1, 2 or 3. */
  marketOf: (type: string) => parseBasketballOddsType(type) ?? BasketballOddsType.asianHandicap,
});
