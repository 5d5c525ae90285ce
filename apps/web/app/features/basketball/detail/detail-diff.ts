/**
 * Applying a `match:<id>` diff to the basketball detail: header score, state and period clock
 * (re-anchored as on the list), the quarter table, new plays (newest first, by key) and the team
 * statistics (codes 101–113).
 */
import type { BasketballDetail, MatchDiff, PlayView, StatisticEntry } from '@kanqiu/contract';
import { BasketballStatisticType, statisticPercents } from '@kanqiu/domain';
import { rebaseClock, type PeriodClock } from '../clock';

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

const statisticOrder: readonly number[] = Object.values(BasketballStatisticType);

export function basketballStatisticEntries(values: Record<string, readonly [number, number]>): StatisticEntry[] {
  const entries: StatisticEntry[] = [];
  for (const type of statisticOrder) {
    const pair = values[String(type)];
    if (!pair) continue;
    const [homePercent, awayPercent] = statisticPercents(pair[0], pair[1]);
    entries.push({ type, home: pair[0], away: pair[1], homePercent, awayPercent });
  }
  return entries;
}

export function applyDetailDiff(d: DetailState, diff: MatchDiff, now: number): DetailState {
  const f = diff.fields;
  const h = d.header;
  const next = {
    state: f.state ?? h.state,
    period: f.period !== undefined ? f.period : h.period,
    pst: f.periodStartAt !== undefined ? f.periodStartAt : h.pst,
  };
  const changed = next.state !== h.state || next.period !== h.period || next.pst !== h.pst;
  const clock = changed ? rebaseClock(headerClock(d), next, now) : headerClock(d);
  const score = f.score ?? h.score;
  return {
    ...d,
    clockAt: clock.clockAt,
    header: {
      ...h,
      state: clock.state,
      period: clock.period,
      pst: clock.pst,
      periodLength: clock.periodLength,
      secondsLeft: clock.secondsLeft,
      clockRunning: clock.clockRunning,
      openTime: f.kickoffAt ?? h.openTime,
      score,
      version: Math.max(h.version, diff.version),
    },
    quarters: { periods: f.periodScores ?? d.quarters.periods, total: score },
    plays: mergePlays(d.plays, diff.plays),
    statistics: diff.statistics ? basketballStatisticEntries(diff.statistics.values) : d.statistics,
  };
}
