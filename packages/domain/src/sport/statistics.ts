/**
 * The statistic entries of a match's text-live view, in display order, for both sports. The server
 * builds them from the stored totals and the browser from a live diff, with this one rule.
 */
import { BasketballStatisticType } from './basketball/play-type';
import { pieStatisticTypes, statisticPercents, StatisticType } from './football/incident';

/** Bars first (counts, then attacking play, then shooting, then discipline), possession and passes last. */
export const footballStatisticOrder: readonly number[] = [
  StatisticType.corners,
  StatisticType.yellowCards,
  StatisticType.redCards,
  StatisticType.attacks,
  StatisticType.dangerousAttacks,
  StatisticType.shots,
  StatisticType.shotsOnTarget,
  StatisticType.shotsOffTarget,
  StatisticType.fouls,
  StatisticType.offsides,
  StatisticType.possession,
  StatisticType.passes,
];

/** Points, rebounds, assists … free throws: the order of the codes 101–113. */
export const basketballStatisticOrder: readonly number[] = Object.values(BasketballStatisticType);

export type StatisticTotals = Readonly<Record<string, readonly [number, number]>>;

export interface OrderedStatistic {
  type: number;
  home: number;
  away: number;
  homePercent: number;
  awayPercent: number;
}

/** The entries of `totals` in display `order` with their percent shares; types it lacks are left out. */
export function orderedStatistics(totals: StatisticTotals, order: readonly number[]): OrderedStatistic[] {
  return order.flatMap((type) => {
    const pair = totals[String(type)];
    if (!pair) return [];
    const [home, away] = pair;
    const [homePercent, awayPercent] = statisticPercents(home, away);
    return [{ type, home, away, homePercent, awayPercent }];
  });
}

/** The football entries drawn as pies, in pie order (shots, on target, possession). */
export function pieStatistics<T extends { type: number }>(entries: readonly T[]): T[] {
  return pieStatisticTypes.flatMap((type) => entries.filter((entry) => entry.type === type));
}
