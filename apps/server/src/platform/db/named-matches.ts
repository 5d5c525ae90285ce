import type { Db } from './database';
import type { Database } from './tables';

/**
 * Matches (of one sport, or of both when `sport` is left out) joined to their competition (`c`) and home (`h`)
 * and away (`a`) teams: the base of every read that shows a match with its names. Callers add their own filters
 * and columns.
 */
export function namedMatches(db: Db, sport?: Database['matches']['sport']) {
  const matches = db
    .selectFrom('matches as m')
    .innerJoin('competitions as c', 'c.id', 'm.competition_id')
    .innerJoin('teams as h', 'h.id', 'm.home_team_id')
    .innerJoin('teams as a', 'a.id', 'm.away_team_id');
  return sport ? matches.where('m.sport', '=', sport) : matches;
}

/** What a match card shows (a tip, a room, a shared match, a sample post): kick-off, score and the three names. */
export const matchCardColumns = [
  'm.kickoff_at',
  'm.home_score',
  'm.away_score',
  'c.name_zh as competition',
  'h.name_zh as home',
  'a.name_zh as away',
] as const;

/** Both teams' names and badge colours, as a detail header shows them (`headerTeams` in modules/match). */
const headerTeamColumns = [
  'h.name_zh as home_name',
  'h.name_zh_full as home_full_name',
  'h.primary_color as home_primary_color',
  'h.secondary_color as home_secondary_color',
  'a.name_zh as away_name',
  'a.name_zh_full as away_full_name',
  'a.primary_color as away_primary_color',
  'a.secondary_color as away_secondary_color',
] as const;

/** One match with all its columns and both teams' for its detail header; callers add the competition's. */
export function matchWithTeams(db: Db, sport: Database['matches']['sport'], matchId: number) {
  return namedMatches(db, sport).where('m.id', '=', matchId).selectAll('m').select(headerTeamColumns);
}
