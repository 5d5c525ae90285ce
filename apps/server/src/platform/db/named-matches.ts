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
