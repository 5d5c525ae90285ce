import { FootballStatus } from '@kanqiu/domain';
import type { Db } from '../../platform/db/database';
import { listRowFinders, matchRows } from '../../platform/db/match-rows';

/** A list row with its competition and team names joined in, so a list costs one query. */
function listRows(db: Db) {
  return matchRows(db, 'football').select([
    'm.half_time_score',
    'm.extra_time_score',
    'm.penalty_score',
    'm.home_red',
    'm.away_red',
    'm.home_yellow',
    'm.away_yellow',
    'm.home_corners',
    'm.away_corners',
  ]);
}

export type ListRow = Awaited<ReturnType<ReturnType<typeof listRows>['execute']>>[number];

/** The lists' reads; the live states' bounds serve the (sport, state) index. */
export const listRowsOf = (db: Db) =>
  listRowFinders(listRows(db), { from: FootballStatus.firstHalf, to: FootballStatus.penalties });
