import { FootballStatus } from '@kanqiu/domain';
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { Database } from '../../platform/db/tables';
import { namedMatches } from '../../platform/db/named-matches';

/** Football matches with competition and team names, for the analysis lists. */
function footballMatches(db: Db) {
  return namedMatches(db, 'football').select([
    'm.id',
    'm.provider_match_id',
    'm.state',
    'm.kickoff_at',
    'm.round',
    'm.home_team_id',
    'm.away_team_id',
    'm.home_score',
    'm.away_score',
    'm.half_time_score',
    'c.name_zh as competition_name',
    'h.name_zh as home_name',
    'a.name_zh as away_name',
  ]);
}

export type NamedMatch = Awaited<ReturnType<ReturnType<typeof footballMatches>['execute']>>[number];

function pastResults(db: Db) {
  return db
    .selectFrom('past_results as p')
    .innerJoin('competitions as c', 'c.id', 'p.competition_id')
    .select([
      'p.played_on',
      'p.home_team_id',
      'p.home_name',
      'p.away_team_id',
      'p.away_name',
      'p.home_score',
      'p.away_score',
      'p.half_time_score',
      'c.name_zh as competition_name',
    ])
    .orderBy('p.played_on', 'desc')
    .orderBy('p.id', 'desc');
}

export type PastResultRow = Awaited<ReturnType<ReturnType<typeof pastResults>['execute']>>[number];

export type Pairing = { homeId: number; awayId: number };

/**
 * A replayed season comes round again every few weeks with the same real matches, so a replayed
 * match's analysis reads only its own pass (`season`); earlier real seasons come from past_results.
 */
export type PassScope = { season: string } | null;

function inPass<Q extends { where: (column: 'm.season', op: '=', value: string) => Q }>(query: Q, scope: PassScope): Q {
  return scope ? query.where('m.season', '=', scope.season) : query;
}

/** The pass's finished matches, newest first; the caller says whose. */
function latestFinished(db: Db, scope: PassScope, limit: number) {
  return inPass(footballMatches(db), scope)
    .where('m.state', '=', FootballStatus.finished)
    .orderBy('m.kickoff_at', 'desc')
    .limit(limit);
}

type MatchFilter = ExpressionBuilder<Database & { m: Database['matches'] }, 'm'>;

/** The team's matches kicking off before or after `at`: one range per side, each on its team's index. */
const playedAround = (teamId: number, side: '<' | '>', at: number) => (eb: MatchFilter) =>
  eb.or([
    eb.and([eb('m.home_team_id', '=', teamId), eb('m.kickoff_at', side, at)]),
    eb.and([eb('m.away_team_id', '=', teamId), eb('m.kickoff_at', side, at)]),
  ]);

export function findFinishedMeetings(
  db: Db,
  { homeId, awayId }: Pairing,
  limit: number,
  scope: PassScope,
): Promise<NamedMatch[]> {
  return latestFinished(db, scope, limit)
    .where((eb) =>
      eb.or([
        eb.and([eb('m.home_team_id', '=', homeId), eb('m.away_team_id', '=', awayId)]),
        eb.and([eb('m.home_team_id', '=', awayId), eb('m.away_team_id', '=', homeId)]),
      ]),
    )
    .execute();
}

export function findPastMeetings(db: Db, { homeId, awayId }: Pairing, limit: number): Promise<PastResultRow[]> {
  return pastResults(db)
    .where((eb) =>
      eb.or([
        eb.and([eb('p.home_team_id', '=', homeId), eb('p.away_team_id', '=', awayId)]),
        eb.and([eb('p.home_team_id', '=', awayId), eb('p.away_team_id', '=', homeId)]),
      ]),
    )
    .limit(limit)
    .execute();
}

export function findFinishedBefore(
  db: Db,
  teamId: number,
  before: number,
  limit: number,
  scope: PassScope,
): Promise<NamedMatch[]> {
  return latestFinished(db, scope, limit)
    .where(playedAround(teamId, '<', before))
    .execute();
}

export function findPastResultsOf(db: Db, teamId: number, limit: number): Promise<PastResultRow[]> {
  return pastResults(db)
    .where((eb) => eb.or([eb('p.home_team_id', '=', teamId), eb('p.away_team_id', '=', teamId)]))
    .limit(limit)
    .execute();
}

export function findSeasonMatches(db: Db, competitionId: number, season: string): Promise<NamedMatch[]> {
  return footballMatches(db)
    .where('m.competition_id', '=', competitionId)
    .where('m.season', '=', season)
    .orderBy('m.kickoff_at')
    .execute();
}

export function findFixturesAfter(
  db: Db,
  teamId: number,
  after: number,
  limit: number,
  scope: PassScope,
): Promise<NamedMatch[]> {
  return inPass(footballMatches(db), scope)
    .where(playedAround(teamId, '>', after))
    .orderBy('m.kickoff_at')
    .orderBy('m.id')
    .limit(limit)
    .execute();
}

/** The stored matches among a provider's match ids, by provider match id. */
export async function findStoredIds(
  db: Db,
  provider: string,
  providerMatchIds: readonly string[],
): Promise<Map<string, number>> {
  if (providerMatchIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('matches')
    .select(['id', 'provider_match_id'])
    .where('provider', '=', provider)
    .where('provider_match_id', 'in', [...providerMatchIds])
    .execute();
  return new Map(rows.map((r) => [r.provider_match_id, r.id]));
}

/** The Chinese names of teams and competitions, by id. */
export async function findNames(
  db: Db,
  teamIds: readonly number[],
  competitionIds: readonly number[],
): Promise<{ teams: Map<number, string>; competitions: Map<number, string> }> {
  const [teams, competitions] = await Promise.all([
    teamIds.length === 0
      ? []
      : db
          .selectFrom('teams')
          .select(['id', 'name_zh'])
          .where('id', 'in', [...new Set(teamIds)])
          .execute(),
    competitionIds.length === 0
      ? []
      : db
          .selectFrom('competitions')
          .select(['id', 'name_zh'])
          .where('id', 'in', [...new Set(competitionIds)])
          .execute(),
  ]);
  return {
    teams: new Map(teams.map((r) => [r.id, r.name_zh])),
    competitions: new Map(competitions.map((r) => [r.id, r.name_zh])),
  };
}

/** The latest stored pass (`<season>#<year>`) of a replayed real season with a match kicked off by `before`. */
export async function findLatestPass(
  db: Db,
  competitionId: number,
  realSeason: string,
  before: number,
): Promise<string | null> {
  const row = await db
    .selectFrom('matches')
    .select((eb) => eb.fn.max('season').as('season'))
    .where('competition_id', '=', competitionId)
    .where('season', 'like', `${realSeason}#%`)
    .where('kickoff_at', '<=', before)
    .executeTakeFirst();
  return row?.season ?? null;
}
