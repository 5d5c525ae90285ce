import { LOTTERY_MARKETS, type LotterySpView } from '@kanqiu/contract';
import type { LotteryKind } from '@kanqiu/domain';
import type { Db } from '../../platform/db/database';

/** The latest SP of a lottery's two markets for each of the matches (pre-match lines only: sales stop at kick-off). */
export async function latestLotteryPrices(
  db: Db,
  kind: LotteryKind,
  matchIds: readonly number[],
): Promise<Map<number, LotterySpView>> {
  const prices = new Map<number, LotterySpView>();
  if (matchIds.length === 0) return prices;
  const { result, handicap } = LOTTERY_MARKETS[kind];
  const lines = await db
    .selectFrom('odds_lines')
    .select(['match_id', 'market', 'left_value', 'middle_value', 'right_value', 'handicap'])
    .where('match_id', 'in', [...matchIds])
    .where('market', 'in', [result, handicap])
    .orderBy('at')
    .orderBy('id')
    .execute();
  for (const line of lines) {
    const view = prices.get(line.match_id) ?? {
      result: null,
      handicap: null,
      handicapResult: null,
      indicative: kind === 'bjdc',
    };
    const values: [number, number, number] = [line.left_value, line.middle_value, line.right_value];
    prices.set(
      line.match_id,
      line.market === result
        ? { ...view, result: values }
        : { ...view, handicap: line.handicap, handicapResult: values },
    );
  }
  return prices;
}
