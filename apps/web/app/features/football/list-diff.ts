/**
 * Applying a live diff to football: the fields a list row and the detail header share (period,
 * scores, cards, corners), and the list row, which takes them when the diff's version is newer.
 */
import type { FootballListItem, MatchDiff } from '@kanqiu/contract';
import { applyListDiff, fieldOr, type ListDiffResult } from '../live';

type ScoreFields = Pick<
  FootballListItem,
  'period' | 'score' | 'halfTime' | 'extraTime' | 'penalties' | 'red' | 'yellow' | 'corners'
>;

/** The scoring fields of a row or header after a diff. */
export function footballScoreFields(current: ScoreFields, f: MatchDiff['fields']): ScoreFields {
  return {
    period: fieldOr(f.period, current.period),
    score: fieldOr(f.score, current.score),
    halfTime: fieldOr(f.halfTime, current.halfTime),
    extraTime: fieldOr(f.extraTime, current.extraTime),
    penalties: fieldOr(f.penalties, current.penalties),
    red: fieldOr(f.red, current.red),
    yellow: fieldOr(f.yellow, current.yellow),
    corners: fieldOr(f.corners, current.corners),
  };
}

export function applyRowDiff(row: FootballListItem, diff: MatchDiff): FootballListItem {
  const f = diff.fields;
  return {
    ...row,
    ...footballScoreFields(row, f),
    s: fieldOr(f.state, row.s),
    ot: fieldOr(f.kickoffAt, row.ot),
    pst: fieldOr(f.periodStartAt, row.pst),
    version: diff.version,
  };
}

export const applyFootballListDiff = (rows: FootballListItem[], diff: MatchDiff): ListDiffResult<FootballListItem> =>
  applyListDiff(rows, diff, (row) => applyRowDiff(row, diff));
