import { FootballStatus } from '@kanqiu/domain';
import type { Db } from '../../platform/db/database';

/** A list row with its competition and team names joined in, so a list costs one query. */
function listRows(db: Db) {
  return db
    .selectFrom('matches as m')
    .innerJoin('competitions as c', 'c.id', 'm.competition_id')
    .innerJoin('teams as h', 'h.id', 'm.home_team_id')
    .innerJoin('teams as a', 'a.id', 'm.away_team_id')
    .where('m.sport', '=', 'football')
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
      'm.half_time_score',
      'm.extra_time_score',
      'm.penalty_score',
      'm.home_red',
      'm.away_red',
      'm.home_yellow',
      'm.away_yellow',
      'm.home_corners',
      'm.away_corners',
      'm.version',
      'c.name_zh as league_name',
      'c.color as league_color',
      'c.letter as league_letter',
      'c.hot as league_hot',
      'c.sort as league_sort',
      'h.name_zh as home_name',
      'a.name_zh as away_name',
    ])
    .orderBy('m.kickoff_at')
    .orderBy('m.id');
}

export type ListRow = Awaited<ReturnType<ReturnType<typeof listRows>['execute']>>[number];

export type KickoffRange = { from: number; to: number };

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
