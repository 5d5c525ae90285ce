import { FootballStatus, BasketballStatus, IncidentType } from '@kanqiu/domain';
import type { Db } from '../../platform/db/database';
import { namedMatches } from '../../platform/db/named-matches';
import type { NewsArticlesTable } from '../../platform/db/tables';
import type { Insertable } from 'kysely';

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
    .select(['home_team_id', 'away_team_id', 'home_score', 'away_score', 'kickoff_at'])
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
