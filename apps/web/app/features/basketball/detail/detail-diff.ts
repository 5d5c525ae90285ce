/**
 * Applying a `match:<id>` diff to the basketball detail: header score, state and period clock
 * (re-anchored as on the list), the quarter table, new plays (newest first, by key) and the team
 * statistics (codes 101–113).
 */
import type { BasketballDetail, MatchDiff, PlayView } from '@kanqiu/contract';
import { basketballStatisticOrder, orderedStatistics } from '@kanqiu/domain';
import { fieldOr } from '../../live';
import { clockAfterDiff, clockFields, type PeriodClock } from '../clock';

export type DetailState = BasketballDetail & { clockAt: number };

export const detailStateOf = (detail: BasketballDetail): DetailState => ({ ...detail, clockAt: detail.serverTime });

export const headerClock = (d: DetailState): PeriodClock => ({
  state: d.header.state,
  period: d.header.period,
  pst: d.header.pst,
  periodLength: d.header.periodLength,
  secondsLeft: d.header.secondsLeft,
  clockRunning: d.header.clockRunning,
  clockPace: d.header.clockPace,
  clockAt: d.clockAt,
});

/** New plays merged into a newest-first list (a play seen again replaces itself). */
export function mergePlays(current: PlayView[], incoming: PlayView[]): PlayView[] {
  if (incoming.length === 0) return current;
  const seen = new Set(incoming.map((p) => p.key));
  const fresh = [...incoming].reverse();
  return [...fresh, ...current.filter((p) => !seen.has(p.key))];
}

export function applyDetailDiff(d: DetailState, diff: MatchDiff, now: number): DetailState {
  const f = diff.fields;
  const clock = clockAfterDiff(headerClock(d), f, now);
  const score = fieldOr(f.score, d.header.score);
  return {
    ...d,
    clockAt: clock.clockAt,
    header: {
      ...d.header,
      ...clockFields(clock),
      state: clock.state,
      openTime: fieldOr(f.kickoffAt, d.header.openTime),
      score,
      version: Math.max(d.header.version, diff.version),
    },
    quarters: { periods: f.periodScores ?? d.quarters.periods, total: score },
    plays: mergePlays(d.plays, diff.plays),
    statistics: diff.statistics ? orderedStatistics(diff.statistics.values, basketballStatisticOrder) : d.statistics,
  };
}

/** The live-detail options both the detail page and the 动画直播 room keep a game with (`onApplied` their own). */
export const basketballLiveDetail = (data: BasketballDetail) => ({
  data,
  stateOf: detailStateOf,
  matchId: data.header.id,
  version: (d: DetailState) => d.header.version,
  score: (d: DetailState) => d.header.score,
  clock: data,
  flashMs: 1500,
  apply: applyDetailDiff,
});
