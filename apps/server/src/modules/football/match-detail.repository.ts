import type { Db } from '../../platform/db/database';
import { namedMatches } from '../../platform/db/named-matches';

/** One football match with its competition and teams; undefined when there is none. */
export function findMatchHeader(db: Db, matchId: number) {
  return namedMatches(db, 'football')
    .where('m.id', '=', matchId)
    .selectAll('m')
    .select([
      'c.name_zh as competition_name',
      'c.name_zh_full as competition_full_name',
      'c.color as competition_color',
      'c.kind as competition_kind',
      'h.name_zh as home_name',
      'h.name_zh_full as home_full_name',
      'h.primary_color as home_primary_color',
      'h.secondary_color as home_secondary_color',
      'a.name_zh as away_name',
      'a.name_zh_full as away_full_name',
      'a.primary_color as away_primary_color',
      'a.secondary_color as away_secondary_color',
    ])
    .executeTakeFirst();
}

export type MatchHeader = NonNullable<Awaited<ReturnType<typeof findMatchHeader>>>;

/** In match order: period, then time within it. */
export function findIncidents(db: Db, matchId: number) {
  return db
    .selectFrom('incidents')
    .selectAll()
    .where('match_id', '=', matchId)
    .orderBy('period')
    .orderBy('second')
    .orderBy('id')
    .execute();
}

export type IncidentRow = Awaited<ReturnType<typeof findIncidents>>[number];

export function findStatistics(db: Db, matchId: number) {
  return db
    .selectFrom('match_statistics')
    .select(['minute', 'stats'])
    .where('match_id', '=', matchId)
    .orderBy('minute')
    .execute();
}

export function findLineups(db: Db, matchId: number) {
  return db
    .selectFrom('lineups')
    .selectAll()
    .where('match_id', '=', matchId)
    .orderBy('side')
    .orderBy('starter', 'desc')
    .orderBy('sort')
    .execute();
}

export type LineupRow = Awaited<ReturnType<typeof findLineups>>[number];
