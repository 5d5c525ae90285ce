/**
 * Applying a live diff to the football score list: the row of the match takes the changed
 * fields (score, state, half start, cards, corners) when the diff's version is newer than the row's.
 */
import type { FootballListItem, MatchDiff } from '@kanqiu/contract';
import { footballMinute, footballMinuteText, isFootballLive } from '@kanqiu/domain';

export type ListDiffResult = {
  rows: FootballListItem[];
  /** The row before and after, when the diff touched one. */
  before: FootballListItem | null;
  after: FootballListItem | null;
  goal: boolean;
};

export function applyRowDiff(row: FootballListItem, diff: MatchDiff): FootballListItem {
  const f = diff.fields;
  return {
    ...row,
    s: f.state ?? row.s,
    ot: f.kickoffAt ?? row.ot,
    pst: f.periodStartAt !== undefined ? f.periodStartAt : row.pst,
    period: f.period !== undefined ? f.period : row.period,
    score: f.score ?? row.score,
    halfTime: f.halfTime !== undefined ? f.halfTime : row.halfTime,
    extraTime: f.extraTime !== undefined ? f.extraTime : row.extraTime,
    penalties: f.penalties !== undefined ? f.penalties : row.penalties,
    red: f.red ?? row.red,
    yellow: f.yellow ?? row.yellow,
    corners: f.corners ?? row.corners,
    version: diff.version,
  };
}

const goalScored = (before: readonly [number, number], after: readonly [number, number]): boolean =>
  after[0] + after[1] > before[0] + before[1];

export function applyListDiff(rows: FootballListItem[], diff: MatchDiff): ListDiffResult {
  const index = rows.findIndex((row) => row.id === diff.matchId);
  const before = index >= 0 ? rows[index] : undefined;
  if (!before || diff.version <= before.version) return { rows, before: null, after: null, goal: false };
  const after = applyRowDiff(before, diff);
  const next = rows.slice();
  next[index] = after;
  return { rows: next, before, after, goal: goalScored(before.score, after.score) };
}

/** The running minute of a row at `now` (sports-clock seconds), or '' when no clock runs. */
export function rowMinuteText(row: Pick<FootballListItem, 's' | 'pst' | 'period'>, now: number): string {
  if (!isFootballLive(row.s) || row.pst === null) return '';
  return footballMinuteText(
    footballMinute({ state: row.s, halfStartAt: row.pst, now, extraTimeHalf: row.period === 2 ? 2 : 1 }),
  );
}
