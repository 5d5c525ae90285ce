import { FootballStatus } from '@kanqiu/domain';
import type { Db } from '../../platform/db/database';
import { matchRows, type KickoffRange } from '../../platform/db/match-rows';

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

export type { KickoffRange } from '../../platform/db/match-rows';

/** Range bounds of the live states, for the (sport, state) index; callers still apply the domain rule. */
const liveStates = { from: FootballStatus.firstHalf, to: FootballStatus.penalties };

export function findLiveRows(db: Db): Promise<ListRow[]> {
  return listRows(db).where('m.state', '>=', liveStates.from).where('m.state', '<=', liveStates.to).execute();
}

export function findRowsKickingOff(db: Db, range: KickoffRange): Promise<ListRow[]> {
  return listRows(db).where('m.kickoff_at', '>=', range.from).where('m.kickoff_at', '<', range.to).execute();
}

export function findRowsByIds(db: Db, ids: readonly number[]): Promise<ListRow[]> {
  return ids.length === 0 ? Promise.resolve([]) : listRows(db).where('m.id', 'in', ids).execute();
}
