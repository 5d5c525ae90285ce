/**
 * What every sport's diff appliers share (docs/realtime.md): a diff's `fields` name only what changed,
 * a list takes a diff on the row of its match when the diff is newer, and a goal or basket is a rise
 * of the summed score.
 */
import type { MatchDiff } from '@kanqiu/contract';

/** The diff's value, or the current one when the diff leaves the field out (null is a value: cleared). */
export const fieldOr = <T>(value: T | undefined, current: T): T => (value !== undefined ? value : current);

export const scoreRose = (before: readonly [number, number], after: readonly [number, number]): boolean =>
  after[0] + after[1] > before[0] + before[1];

export type ListDiffResult<R> = {
  rows: R[];
  /** The row before and after, when the diff touched one. */
  before: R | null;
  after: R | null;
};

/** The rows with `applyRow` run on the diff's match when the diff is newer than the row; else as they were. */
export function applyListDiff<R extends { id: number; version: number }>(
  rows: R[],
  diff: MatchDiff,
  applyRow: (row: R) => R,
): ListDiffResult<R> {
  const index = rows.findIndex((row) => row.id === diff.matchId);
  const before = index >= 0 ? rows[index] : undefined;
  if (!before || diff.version <= before.version) return { rows, before: null, after: null };
  const after = applyRow(before);
  const next = rows.slice();
  next[index] = after;
  return { rows: next, before, after };
}
