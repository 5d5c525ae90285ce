import { rowNames } from '../match';
import type { BasketballListItem } from '@kanqiu/contract';
import type { ScorePair } from '../../platform/db/score-text';
import type { BasketballRow } from './basketball.repository';
import { periodClock } from './period-clock';

export type MainLines = { handicap: number | null; total: number | null };

export type RowContext = {
  now: number;
  filter: ReadonlySet<number> | null;
  followed: ReadonlySet<number>;
  lines: ReadonlyMap<number, MainLines>;
};

/** Quarter (and overtime) scores, stored as JSON `[[h,a],…]`. */
export function periodScores(text: string | null): ScorePair[] {
  if (!text) return [];
  const parsed: unknown = JSON.parse(text);
  return Array.isArray(parsed) ? (parsed as ScorePair[]) : [];
}

export function toBasketballItem(row: BasketballRow, context: RowContext): BasketballListItem {
  const lines = context.lines.get(row.id);
  return {
    id: row.id,
    s: row.state,
    li: row.competition_id,
    ot: row.kickoff_at,
    isShow: context.filter === null || context.filter.has(row.competition_id) ? 1 : 0,
    ...periodClock(row, context.now),
    ...rowNames(row),
    score: [row.home_score, row.away_score],
    periods: periodScores(row.period_scores),
    handicap: lines?.handicap ?? null,
    total: lines?.total ?? null,
    version: row.version,
    followed: context.followed.has(row.id),
  };
}
