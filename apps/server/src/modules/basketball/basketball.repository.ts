import { BasketballStatus } from '@kanqiu/domain';
import type { Db } from '../../platform/db/database';
import { matchWithTeams } from '../../platform/db/named-matches';
import { listRowFinders, matchRows } from '../../platform/db/match-rows';

function listRows(db: Db) {
  return matchRows(db, 'basketball').select(['m.period_scores']);
}

export type BasketballRow = Awaited<ReturnType<ReturnType<typeof listRows>['execute']>>[number];

/** The lists' reads; the live states' bounds serve the (sport, state) index. */
export const listRowsOf = (db: Db) =>
  listRowFinders(listRows(db), { from: BasketballStatus.q1, to: BasketballStatus.overtime });

export function findBasketballMatch(db: Db, matchId: number) {
  return matchWithTeams(db, 'basketball', matchId)
    .select(['c.name_zh as league_name', 'c.color as league_color'])
    .executeTakeFirst();
}

export type BasketballMatch = NonNullable<Awaited<ReturnType<typeof findBasketballMatch>>>;

/** Newest first, as text live reads. */
export function findPlays(db: Db, matchId: number) {
  return db.selectFrom('plays').selectAll().where('match_id', '=', matchId).orderBy('id', 'desc').execute();
}

export function findLatestStatistics(db: Db, matchId: number) {
  return db
    .selectFrom('match_statistics')
    .select(['minute', 'stats'])
    .where('match_id', '=', matchId)
    .orderBy('minute', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function findLatestBoxScore(db: Db, matchId: number) {
  return db
    .selectFrom('box_scores')
    .select(['minute', 'box'])
    .where('match_id', '=', matchId)
    .orderBy('minute', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function findTeamNames(db: Db, teamIds: readonly number[]): Promise<Map<number, string>> {
  if (teamIds.length === 0) return new Map();
  const rows = await db.selectFrom('teams').select(['id', 'name_zh']).where('id', 'in', teamIds).execute();
  return new Map(rows.map((row) => [row.id, row.name_zh]));
}

/** Kanqiu ids of a provider's matches, for the ones the database holds. */
export async function findMatchIds(db: Db, provider: string, providerMatchIds: readonly string[]) {
  if (providerMatchIds.length === 0) return new Map<string, number>();
  const rows = await db
    .selectFrom('matches')
    .select(['id', 'provider_match_id'])
    .where('provider', '=', provider)
    .where('provider_match_id', 'in', providerMatchIds)
    .execute();
  return new Map(rows.map((row) => [row.provider_match_id, row.id]));
}

/** The finished games of a competition, as `m`. */
function finishedGames(db: Db, competitionId: number) {
  return db
    .selectFrom('matches as m')
    .where('m.sport', '=', 'basketball')
    .where('m.competition_id', '=', competitionId)
    .where('m.state', '=', BasketballStatus.finished);
}

/** The last box score of each finished game of a competition. */
export function findFinalBoxScores(db: Db, competitionId: number) {
  // The last minute is looked up once per game, then its row by the primary key.
  return finishedGames(db, competitionId)
    .innerJoin('box_scores as b', (join) =>
      join.onRef('b.match_id', '=', 'm.id').on('b.minute', '=', (eb) =>
        eb
          .selectFrom('box_scores as l')
          .select((l) => l.fn.max('l.minute').as('last'))
          .whereRef('l.match_id', '=', 'm.id'),
      ),
    )
    .select(['m.id', 'm.home_team_id', 'm.away_team_id', 'b.box'])
    .execute();
}

/** The last team statistics of each finished game of a competition. */
export function findFinalStatistics(db: Db, competitionId: number) {
  return finishedGames(db, competitionId)
    .innerJoin('match_statistics as s', (join) =>
      join.onRef('s.match_id', '=', 'm.id').on('s.minute', '=', (eb) =>
        eb
          .selectFrom('match_statistics as l')
          .select((l) => l.fn.max('l.minute').as('last'))
          .whereRef('l.match_id', '=', 'm.id'),
      ),
    )
    .select(['m.home_team_id', 'm.away_team_id', 's.stats'])
    .execute();
}

/** How many games of a competition have finished: what the season's aggregates change with. */
export async function countFinishedGames(db: Db, competitionId: number): Promise<number> {
  const row = await finishedGames(db, competitionId)
    .select((eb) => eb.fn.countAll().as('games'))
    .executeTakeFirst();
  return Number(row?.games ?? 0);
}
