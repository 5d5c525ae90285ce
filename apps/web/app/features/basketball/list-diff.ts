/**
 * Applying a `basketball` stream diff to a score-list row: score, quarter scores, state and the
 * period clock, when the diff's version is newer than the row's.
 */
import type { BasketballListItem, MatchDiff } from '@kanqiu/contract';
import { isBasketballLive } from '@kanqiu/domain';
import { applyListDiff, fieldOr, type ListDiffResult } from '../live';
import { basketballStatusLabel } from '../../lib/basketball-status-labels';
import { clockAfterDiff, clockFields, periodClockText, type PeriodClock } from './clock';

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

/** What a row's state column shows: a live game's period clock (still in breaks), else its status. */
export const rowStateText = (row: BasketballRow, now: number | null): string =>
  isBasketballLive(row.s) ? periodClockText(rowClock(row), now) : basketballStatusLabel(row.s);

export const rowsOf = (list: BasketballListItem[], serverTime: number): BasketballRow[] =>
  list.map((row) => ({ ...row, clockAt: serverTime }));

export function applyBasketballRowDiff(row: BasketballRow, diff: MatchDiff, now: number): BasketballRow {
  const f = diff.fields;
  const clock = clockAfterDiff(rowClock(row), f, now);
  return {
    ...row,
    ...clockFields(clock),
    s: clock.state,
    clockAt: clock.clockAt,
    ot: fieldOr(f.kickoffAt, row.ot),
    score: fieldOr(f.score, row.score),
    periods: f.periodScores ?? row.periods,
    version: diff.version,
  };
}

export const applyBasketballListDiff = (
  rows: BasketballRow[],
  diff: MatchDiff,
  now: number,
): ListDiffResult<BasketballRow> => applyListDiff(rows, diff, (row) => applyBasketballRowDiff(row, diff, now));
