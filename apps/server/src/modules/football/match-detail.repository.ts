import type { Db } from '../../platform/db/database';
import { matchWithTeams } from '../../platform/db/named-matches';

/** One football match with its competition and teams; undefined when there is none. */
export function findMatchHeader(db: Db, matchId: number) {
  return matchWithTeams(db, 'football', matchId)
    .select([
      'c.name_zh as competition_name',
      'c.name_zh_full as competition_full_name',
      'c.color as competition_color',
      'c.kind as competition_kind',
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
