import { FootballStatus, BasketballStatus, IncidentType } from '@kanqiu/domain';
import type { Db } from '../../platform/db/database';
import { namedMatches } from '../../platform/db/named-matches';
import type { NewsArticlesTable } from './tables';
import { sql, type Insertable } from 'kysely';

/** What the newsroom reads of a match: its names, score and competition. */
export type MatchForNews = Awaited<ReturnType<typeof matchesNeedingArticle>>[number];

const finishedState = { football: FootballStatus.finished, basketball: BasketballStatus.finished } as const;

/**
 * Matches of a sport with no article of `kind` yet: finished ones (reports) or ones still to come (previews),
 * with their kick-off in [from, to], oldest first.
 */
export function matchesNeedingArticle(
  db: Db,
  sport: 'football' | 'basketball',
  kind: NewsArticlesTable['kind'],
  range: { from: number; to: number },
  limit: number,
) {
  const state = kind === 'preview' ? FootballStatus.notStarted : finishedState[sport];
  return namedMatches(db, sport)
    .where('m.state', '=', state)
    .where('m.kickoff_at', '>=', range.from)
    .where('m.kickoff_at', '<=', range.to)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('news_articles as n')
            .select('n.id')
            .whereRef('n.match_id', '=', 'm.id')
            .where('n.kind', '=', kind),
        ),
      ),
    )
    .select([
      'm.id',
      'm.sport',
      'm.competition_id',
      'm.season',
      'm.round',
      'm.kickoff_at',
      'm.venue',
      'm.home_team_id',
      'm.away_team_id',
      'm.home_score',
      'm.away_score',
      'm.half_time_score',
      'm.period_scores',
      'c.name_zh as competition',
      'c.kind as competition_kind',
      'c.color',
      'h.name_zh as home',
      'a.name_zh as away',
    ])
    .orderBy('m.kickoff_at')
    .orderBy('m.id')
    .limit(limit)
    .execute();
}

const reportIncidents = [
  IncidentType.goal,
  IncidentType.penaltyGoal,
  IncidentType.ownGoal,
  IncidentType.red,
  IncidentType.secondYellow,
];

export function matchIncidents(db: Db, matchId: number) {
  return db
    .selectFrom('incidents')
    .select(['type', 'side', 'minute_label', 'player_name', 'score', 'period', 'second'])
    .where('match_id', '=', matchId)
    .where('cancelled', '=', 0)
    .where('type', 'in', reportIncidents)
    .orderBy('period')
    .orderBy('second')
    .execute();
}

/** The statistics snapshot of the latest minute. */
export async function finalStatistics(db: Db, matchId: number): Promise<string | null> {
  const row = await db
    .selectFrom('match_statistics')
    .select('stats')
    .where('match_id', '=', matchId)
    .orderBy('minute', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.stats ?? null;
}

export async function finalBoxScore(db: Db, matchId: number): Promise<string | null> {
  const row = await db
    .selectFrom('box_scores')
    .select('box')
    .where('match_id', '=', matchId)
    .orderBy('minute', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.box ?? null;
}

/** Finished football matches of a competition's season, for its table and the teams' form. */
export function seasonResults(db: Db, competitionId: number, season: string) {
  return db
    .selectFrom('matches')
    .select(['id', 'home_team_id', 'away_team_id', 'home_score', 'away_score', 'kickoff_at'])
    .where('competition_id', '=', competitionId)
    .where('season', '=', season)
    .where('state', '=', FootballStatus.finished)
    .execute();
}

/** Earlier meetings of two teams, either way round, from earlier seasons and this one. */
export async function meetings(db: Db, teamA: number, teamB: number, before: number) {
  const past = await db
    .selectFrom('past_results')
    .select(['played_on', 'home_team_id', 'home_name', 'away_name', 'home_score', 'away_score'])
    .where(({ or, and, eb }) =>
      or([
        and([eb('home_team_id', '=', teamA), eb('away_team_id', '=', teamB)]),
        and([eb('home_team_id', '=', teamB), eb('away_team_id', '=', teamA)]),
      ]),
    )
    .orderBy('played_on', 'desc')
    .limit(20)
    .execute();
  const current = await namedMatches(db, 'football')
    .where('m.state', '=', FootballStatus.finished)
    .where('m.kickoff_at', '<', before)
    .where(({ or, and, eb }) =>
      or([
        and([eb('m.home_team_id', '=', teamA), eb('m.away_team_id', '=', teamB)]),
        and([eb('m.home_team_id', '=', teamB), eb('m.away_team_id', '=', teamA)]),
      ]),
    )
    .select([
      'm.kickoff_at',
      'm.home_team_id',
      'm.home_score',
      'm.away_score',
      'h.name_zh as home',
      'a.name_zh as away',
    ])
    .orderBy('m.kickoff_at', 'desc')
    .execute();
  return { past, current };
}

/** Every bookmaker's opening 1X2 (欧赔) of a match. */
export function openingEuroOdds(db: Db, matchId: number) {
  return db
    .selectFrom('odds_lines')
    .select(['left_value', 'middle_value', 'right_value'])
    .where('match_id', '=', matchId)
    .where('market', '=', 'euro')
    .where('phase', '=', 'open')
    .execute();
}

/** Stores an article unless the match already has one of its kind (another instance was first). */
export async function insertArticle(db: Db, article: Insertable<NewsArticlesTable>): Promise<void> {
  await db
    .insertInto('news_articles')
    .values(article)
    .onConflict((oc) => oc.columns(['match_id', 'kind']).doNothing())
    .execute();
}

/**
 * League rounds whose every match is over, the last of them kicking off in [from, to], with no 综述 yet (a round-up
 * is keyed by the round's last match), oldest first.
 */
export async function roundsNeedingRoundUp(db: Db, range: { from: number; to: number }, limit: number) {
  const lastKickoff = sql<number>`max(m.kickoff_at)`;
  const completed = db
    .selectFrom('matches as m')
    .innerJoin('competitions as c', 'c.id', 'm.competition_id')
    .select([
      'm.competition_id',
      'm.season',
      'm.round',
      'c.name_zh as competition',
      sql<number>`max(m.id)`.as('last_id'),
      sql<number>`min(m.kickoff_at)`.as('first_kickoff'),
      lastKickoff.as('last_kickoff'),
    ])
    .where('m.sport', '=', 'football')
    .where('c.kind', '=', 'league')
    .where('m.round', 'is not', null)
    .groupBy(['m.competition_id', 'm.season', 'm.round', 'c.name_zh'])
    .having(sql<number>`sum(case when m.state = ${FootballStatus.finished} then 0 else 1 end)`, '=', 0)
    .having(lastKickoff, '>=', range.from)
    .having(lastKickoff, '<=', range.to);
  return db
    .selectFrom(completed.as('r'))
    .selectAll()
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('news_articles as n')
            .select('n.id')
            .where('n.kind', '=', 'roundup')
            .whereRef('n.match_id', '=', 'r.last_id'),
        ),
      ),
    )
    .orderBy('r.last_kickoff')
    .limit(limit)
    .execute();
}

export type RoundForNews = Awaited<ReturnType<typeof roundsNeedingRoundUp>>[number];

/** The round's matches with the teams' names. */
export function roundMatches(db: Db, round: RoundForNews) {
  return namedMatches(db, 'football')
    .where('m.competition_id', '=', round.competition_id)
    .where('m.season', '=', round.season)
    .where('m.round', '=', round.round)
    .select([
      'm.id',
      'm.home_team_id',
      'm.away_team_id',
      'm.home_score',
      'm.away_score',
      'h.name_zh as home',
      'a.name_zh as away',
    ])
    .orderBy('m.kickoff_at')
    .orderBy('m.id')
    .execute();
}

/** Goals scored by a named player (own goals left out) in the given matches. */
export function scorersOf(db: Db, matchIds: readonly number[]) {
  return db
    .selectFrom('incidents')
    .select(['match_id', 'side', 'player_name'])
    .where('match_id', 'in', matchIds)
    .where('cancelled', '=', 0)
    .where('type', 'in', [IncidentType.goal, IncidentType.penaltyGoal])
    .where('player_name', 'is not', null)
    .execute();
}

/** A team's most used XI of a season before `before`: the eleven players with the most starts, most first. */
export async function mostUsedEleven(
  db: Db,
  team: { teamId: number; competitionId: number; season: string },
  before: number,
): Promise<string[]> {
  const starts = sql<number>`count(*)`;
  const rows = await db
    .selectFrom('lineups as l')
    .innerJoin('matches as m', 'm.id', 'l.match_id')
    .select(['l.name', starts.as('starts')])
    .where('l.starter', '=', 1)
    .where('m.competition_id', '=', team.competitionId)
    .where('m.season', '=', team.season)
    .where('m.state', '=', FootballStatus.finished)
    .where('m.kickoff_at', '<', before)
    .where(({ or, and, eb }) =>
      or([
        and([eb('l.side', '=', 'home'), eb('m.home_team_id', '=', team.teamId)]),
        and([eb('l.side', '=', 'away'), eb('m.away_team_id', '=', team.teamId)]),
      ]),
    )
    .groupBy('l.name')
    .orderBy(starts, 'desc')
    .orderBy('l.name')
    .limit(11)
    .execute();
  return rows.map((row) => row.name);
}
