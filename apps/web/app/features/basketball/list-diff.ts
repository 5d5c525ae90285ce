/**
 * Applying a `basketball` stream diff to a score-list row: score, quarter scores, state and the
 * period clock, when the diff's version is newer than the row's.
 */
import type { BasketballListItem, MatchDiff } from '@kanqiu/contract';
import { rebaseClock, type PeriodClock } from './clock';

/** A list row with the instant its clock was read (the snapshot's serverTime, or a diff's). */
export type BasketballRow = BasketballListItem & { clockAt: number };

export const rowClock = (row: BasketballRow): PeriodClock => ({
  state: row.s,
  period: row.period,
  pst: row.pst,
  periodLength: row.periodLength,
  secondsLeft: row.secondsLeft,
  clockRunning: row.clockRunning,
  clockPace: row.clockPace,
  clockAt: row.clockAt,
});

export const rowsOf = (list: BasketballListItem[], serverTime: number): BasketballRow[] =>
  list.map((row) => ({ ...row, clockAt: serverTime }));

export function applyBasketballRowDiff(row: BasketballRow, diff: MatchDiff, now: number): BasketballRow {
  const f = diff.fields;
  const next = {
    state: f.state ?? row.s,
    period: f.period !== undefined ? f.period : row.period,
    pst: f.periodStartAt !== undefined ? f.periodStartAt : row.pst,
  };
  const changed = next.state !== row.s || next.period !== row.period || next.pst !== row.pst;
  const clock = changed ? rebaseClock(rowClock(row), next, now) : rowClock(row);
  return {
    ...row,
    s: clock.state,
    period: clock.period,
    pst: clock.pst,
    periodLength: clock.periodLength,
    secondsLeft: clock.secondsLeft,
    clockRunning: clock.clockRunning,
    clockAt: clock.clockAt,
    ot: f.kickoffAt ?? row.ot,
    score: f.score ?? row.score,
    periods: f.periodScores ?? row.periods,
    version: diff.version,
  };
}

export type BasketballListDiffResult = { rows: BasketballRow[]; scored: number | null };

export function applyBasketballListDiff(rows: BasketballRow[], diff: MatchDiff, now: number): BasketballListDiffResult {
  const index = rows.findIndex((row) => row.id === diff.matchId);
  const before = index >= 0 ? rows[index] : undefined;
  if (!before || diff.version <= before.version) return { rows, scored: null };
  const after = applyBasketballRowDiff(before, diff, now);
  const next = rows.slice();
  next[index] = after;
  const scored = after.score[0] + after.score[1] > before.score[0] + before.score[1] ? after.id : null;
  return { rows: next, scored };
}
