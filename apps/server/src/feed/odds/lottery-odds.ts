/**
 * The football lotteries' SP (竞彩足球 and 北京单场), model-generated like the companies' prices and shown
 * as information (Kanqiu sells nothing). Both price 胜平负 and 让球胜平负 before kick-off only: sales close
 * at kick-off, so there is no in-play SP. The pricing rules are domain `lotteryPrices`.
 */
import { LOTTERY_MARKETS } from '@kanqiu/contract';
import { lotteryPrices, type LotteryKind } from '@kanqiu/domain';
import type { LotteryMarket, MatchRef, OddsEvent, OddsPhase } from '../events';
import { goalDifferenceChances, type ScoreGrid } from './probabilities';

/** The company id a lottery's lines are stored under (the 指数 tab lists only the companies' markets). */
export const LOTTERY_COMPANY_IDS: Readonly<Record<LotteryKind, number>> = { jczq: 100, bjdc: 101 };

/** How far a lottery's opening SP sits from the model, as a log factor on each side's expected goals. */
export const LOTTERY_OPENING_WOBBLE = 0.04;

/** The pre-match price points of one match, each with the final-score grid the lotteries price. */
export type LotteryPricePoint = {
  readonly point: { readonly at: number; readonly phase: OddsPhase };
  readonly grid: ScoreGrid;
};

export function lotteryOddsEvents(fixture: MatchRef, points: readonly LotteryPricePoint[]): OddsEvent[] {
  return (['jczq', 'bjdc'] as const).flatMap((kind) => {
    const seq = new Map<string, number>();
    return points.flatMap(({ point, grid }) => {
      const prices = lotteryPrices(kind, goalDifferenceChances(grid));
      const n = seq.get(point.phase) ?? 0;
      seq.set(point.phase, n + 1);
      const line = (market: LotteryMarket, values: readonly number[], handicap: number | null): OddsEvent => ({
        kind: 'odds',
        provider: fixture.provider,
        providerMatchId: fixture.providerMatchId,
        key: `${fixture.providerMatchId}:odds:${LOTTERY_COMPANY_IDS[kind]}:${market}:${point.phase}:${n}`,
        companyId: LOTTERY_COMPANY_IDS[kind],
        market,
        phase: point.phase,
        values: [values[0] ?? 0, values[1] ?? 0, values[2] ?? 0],
        handicap,
        at: point.at,
        minute: null,
        score: null,
      });
      return [
        line(LOTTERY_MARKETS[kind].result, prices.result, null),
        line(LOTTERY_MARKETS[kind].handicap, prices.handicapResult, prices.handicap),
      ];
    });
  });
}
