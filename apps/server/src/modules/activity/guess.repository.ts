import type { Db } from '../../platform/db/database';
import { namedMatches } from '../../platform/db/named-matches';
import type { ActivityGuessesTable } from './tables';

/** The match columns a card or a guess needs: teams, competition, state and score. */
function matchQuery(db: Db) {
  return namedMatches(db).select([
    'm.id',
    'm.sport',
    'm.source',
    'm.state',
    'm.kickoff_at',
    'm.home_score',
    'm.away_score',
    'm.home_team_id',
    'm.away_team_id',
    'h.name_zh as home_name',
    'a.name_zh as away_name',
    'h.primary_color as home_color',
    'a.primary_color as away_color',
    'c.name_zh as competition',
  ]);
}

export type MatchRow = Awaited<ReturnType<ReturnType<typeof matchQuery>['executeTakeFirstOrThrow']>>;

export const findMatch = (db: Db, matchId: number) => matchQuery(db).where('m.id', '=', matchId).executeTakeFirst();

/** A sport's not-started matches of hot competitions kicking off in the window, soonest first. */
export function findUpcomingHot(
  db: Db,
  sport: 'football' | 'basketball',
  range: { from: number; to: number },
  states: readonly number[],
  limit: number,
) {
  return matchQuery(db)
    .where('m.sport', '=', sport)
    .where('c.hot', '=', 1)
    .where('m.state', 'in', [...states])
    .where('m.kickoff_at', '>', range.from)
    .where('m.kickoff_at', '<=', range.to)
    .orderBy('m.kickoff_at')
    .orderBy('m.id')
    .limit(limit)
    .execute();
}

export type NewGuess = Omit<ActivityGuessesTable, 'id' | 'outcome' | 'returned' | 'settled_at'>;

/** Inserts the guess unless the fan's request id was used; answers the stored guess either way. */
export async function insertGuess(db: Db, guess: NewGuess) {
  await db
    .insertInto('activity_guesses')
    .values(guess)
    .onConflict((c) => c.columns(['user_id', 'request_id']).doNothing())
    .execute();
  return db
    .selectFrom('activity_guesses')
    .selectAll()
    .where('user_id', '=', guess.user_id)
    .where('request_id', '=', guess.request_id)
    .executeTakeFirstOrThrow();
}

export async function countGuesses(db: Db, userId: number, matchId: number): Promise<number> {
  const row = await db
    .selectFrom('activity_guesses')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('user_id', '=', userId)
    .where('match_id', '=', matchId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export type GuessRow = Awaited<ReturnType<typeof insertGuess>>;

/** A page of the fan's guesses, newest first, joined to their matches. */
export function findGuessPage(db: Db, userId: number, limit: number, offset: number) {
  return db
    .selectFrom('activity_guesses as g')
    .innerJoin('matches as m', 'm.id', 'g.match_id')
    .innerJoin('teams as h', 'h.id', 'm.home_team_id')
    .innerJoin('teams as a', 'a.id', 'm.away_team_id')
    .selectAll('g')
    .select(['m.sport', 'm.kickoff_at', 'm.home_score', 'm.away_score', 'h.name_zh as home', 'a.name_zh as away'])
    .where('g.user_id', '=', userId)
    .orderBy('g.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** Unsettled guesses on matches of a sport in one of the given states (finished, or called off). */
export function findSettleable(db: Db, sport: 'football' | 'basketball', states: readonly number[], limit: number) {
  return db
    .selectFrom('activity_guesses as g')
    .innerJoin('matches as m', 'm.id', 'g.match_id')
    .selectAll('g')
    .select(['m.sport', 'm.state', 'm.home_score', 'm.away_score', 'm.extra_time_score'])
    .where('g.outcome', 'is', null)
    .where('m.sport', '=', sport)
    .where('m.state', 'in', [...states])
    .orderBy('g.id')
    .limit(limit)
    .execute();
}

/** Marks a guess settled once: false when another run settled it first. */
export async function markSettled(
  db: Db,
  id: number,
  settled: Pick<ActivityGuessesTable, 'outcome' | 'returned' | 'settled_at'>,
): Promise<boolean> {
  const result = await db
    .updateTable('activity_guesses')
    .set(settled)
    .where('id', '=', id)
    .where('outcome', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The score after the last goal of normal time (periods 1 and 2, not cancelled), or null when none was scored. */
export async function lastNormalTimeGoalScore(db: Db, matchId: number, goalTypes: readonly number[]) {
  const row = await db
    .selectFrom('incidents')
    .select('score')
    .where('match_id', '=', matchId)
    .where('type', 'in', [...goalTypes])
    .where('period', '<=', 2)
    .where('cancelled', '=', 0)
    .where('score', 'is not', null)
    .orderBy('period', 'desc')
    .orderBy('second', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.score ?? null;
}
