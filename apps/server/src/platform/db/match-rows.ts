import type { SelectQueryBuilder } from 'kysely';
import type { Db } from './database';
import { namedMatches } from './named-matches';
import type { Database } from './tables';

/** What every sport's list row has: the match, its clock and score, competition and team names joined in. */
export function matchRows(db: Db, sport: Database['matches']['sport']) {
  return namedMatches(db, sport)
    .select([
      'm.id',
      'm.state',
      'm.competition_id',
      'm.kickoff_at',
      'm.period',
      'm.period_start_at',
      'm.round',
      'm.source',
      'm.home_team_id',
      'm.away_team_id',
      'm.home_score',
      'm.away_score',
      'm.version',
      'c.name_zh as league_name',
      'c.color as league_color',
      'c.letter as league_letter',
      'c.hot as league_hot',
      'c.sort as league_sort',
      'h.name_zh as home_name',
      'h.primary_color as home_primary_color',
      'h.secondary_color as home_secondary_color',
      'a.name_zh as away_name',
      'a.primary_color as away_primary_color',
      'a.secondary_color as away_secondary_color',
    ])
    .orderBy('m.kickoff_at')
    .orderBy('m.id');
}

export type MatchRow = Awaited<ReturnType<ReturnType<typeof matchRows>['execute']>>[number];

/** Kick-offs from (inclusive) to (exclusive), epoch seconds. */
export type KickoffRange = { from: number; to: number };

type MatchRowsQuery = ReturnType<typeof matchRows>;
type RowsQuery<Row> =
  MatchRowsQuery extends SelectQueryBuilder<infer DB, infer Tables, infer _>
    ? SelectQueryBuilder<DB, Tables, Row>
    : never;

/**
 * A sport's list-row reads, from its `matchRows` with its own columns: the matches in play (`live` bounds the
 * (sport, state) index; callers still apply the domain rule), those kicking off in a range, and given ids.
 */
export function listRowFinders<Row>(rows: RowsQuery<Row>, live: { from: number; to: number }) {
  return {
    live: (): Promise<Row[]> => rows.where('m.state', '>=', live.from).where('m.state', '<=', live.to).execute(),
    kickingOff: (range: KickoffRange): Promise<Row[]> =>
      rows.where('m.kickoff_at', '>=', range.from).where('m.kickoff_at', '<', range.to).execute(),
    byIds: (ids: readonly number[]): Promise<Row[]> =>
      ids.length === 0 ? Promise.resolve([]) : rows.where('m.id', 'in', ids).execute(),
  };
}
