import { aiAnswer, type AiAnswer } from '@kanqiu/contract';
import {
  basketballListGroup,
  footballListGroup,
  IncidentType,
  matchDayOf,
  matchDayStart,
  shiftMatchDay,
  StatisticType,
} from '@kanqiu/domain';
import { expect } from 'vitest';
import { writeDueArticles } from '../../src/modules/news/newsroom';
import { createSearchIndex } from '../../src/platform/search';
import { dataOf, post } from '../support/api';
import { basketballProviders, seedBasketballReference } from '../support/basketball-fixtures';
import { SCENARIO_NOW, seedScenario, type ScenarioIds } from '../support/football-fixtures';
import type { TestServer } from '../support/test-server';

const TODAY = matchDayOf(SCENARIO_NOW);

/**
 * The scenario with stories to tell: Liverpool 2:1 Man City finished (萨拉赫 10', 范戴克's own goal 31', 萨拉赫's
 * penalty 81', one yellow card; possession 47:53, shots 12:14, corners 4:7), Arsenal 1:0 Chelsea under way (萨卡
 * 21'; possession 61:39), the newsroom's articles written, and the basketball season with its box scores.
 */
export async function seedMatchStories(server: TestServer): Promise<ScenarioIds> {
  const { matches, ids } = await seedScenario(server);
  const { liverpoolCity: finished, arsenalChelsea: live } = matches;
  await server.ingest.ingest([
    finished.incident(IncidentType.goal, 'home', 9 * 60, { playerName: '萨拉赫', score: [1, 0] }),
    finished.incident(IncidentType.ownGoal, 'home', 30 * 60, { playerName: '范戴克', score: [1, 1] }),
    finished.incident(IncidentType.penaltyGoal, 'home', 80 * 60, { playerName: '萨拉赫', period: 2, score: [2, 1] }),
    finished.incident(IncidentType.yellow, 'away', 50 * 60, { playerName: '罗德里', period: 2 }),
    finished.statistics(90, {
      [StatisticType.possession]: [47, 53],
      [StatisticType.shots]: [12, 14],
      [StatisticType.corners]: [4, 7],
    }),
    live.incident(IncidentType.goal, 'home', 20 * 60, { playerName: '萨卡', score: [1, 0] }),
    live.statistics(45, { [StatisticType.possession]: [61, 39] }),
  ]);
  await writeDueArticles(server.database.db, createSearchIndex(server.database), SCENARIO_NOW);
  await seedBasketballReference(server);
  await server.ingest.ingest(basketballProviders(SCENARIO_NOW).bootstrap());
  return ids;
}

/** The latest basketball game played that has a box score, with its home team's Chinese name. */
export async function latestBasketballGame(server: TestServer): Promise<{ id: number; name_zh: string }> {
  return server.database.db
    .selectFrom('matches as m')
    .innerJoin('box_scores as b', 'b.match_id', 'm.id')
    .innerJoin('teams as t', 't.id', 'm.home_team_id')
    .select(['m.id', 't.name_zh'])
    .where('m.sport', '=', 'basketball')
    .where('m.kickoff_at', '<=', SCENARIO_NOW)
    .orderBy('m.kickoff_at', 'desc')
    .executeTakeFirstOrThrow();
}

/** The newest published articles straight from the table: all, of a competition, or of a team's matches. */
export async function newestArticles(server: TestServer, about: { competitionId?: number; teamId?: number } = {}) {
  let query = server.database.db
    .selectFrom('news_articles as n')
    .leftJoin('matches as m', 'm.id', 'n.match_id')
    .select(['n.id', 'n.title'])
    .where('n.published_at', '<=', SCENARIO_NOW)
    .orderBy('n.published_at', 'desc')
    .orderBy('n.id', 'desc')
    .limit(5);
  if (about.competitionId !== undefined) query = query.where('n.competition_id', '=', about.competitionId);
  const teamId = about.teamId;
  if (teamId !== undefined) {
    query = query.where((eb) => eb.or([eb('m.home_team_id', '=', teamId), eb('m.away_team_id', '=', teamId)]));
  }
  return query.execute();
}

export async function teamIdOf(server: TestServer, name: string): Promise<number> {
  const row = await server.database.db
    .selectFrom('teams')
    .select('id')
    .where('name_zh', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function answerTo(
  server: TestServer,
  body: { question: string; earlierQuestions?: string[] },
  token?: string,
): Promise<AiAnswer> {
  const reply = await post(server, '/ai/ask', body, token ? { token } : {});
  expect(reply.msg, body.question).toBe('成功');
  return dataOf(reply, aiAnswer);
}

/** Asks the assistant (as a guest unless a token is given) and returns its answer. */
export const ask = (server: TestServer, question: string, token?: string) => answerTo(server, { question }, token);

/** A guest's follow-up: the question with the conversation's earlier questions, as the browser sends them. */
export const askFollowingUp = (server: TestServer, question: string, earlierQuestions: string[]) =>
  answerTo(server, { question, earlierQuestions });

export type StreamedEvent = { type: string; [key: string]: unknown };

/** Asks with `Accept: text/event-stream` and returns every event in the order it arrived. */
export async function askStreaming(
  server: TestServer,
  body: Record<string, unknown>,
  token?: string,
): Promise<StreamedEvent[]> {
  const response = await fetch(`${server.url}/ai/ask`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      ...(token ? { accessToken: token } : {}),
    },
    body: JSON.stringify(body),
  });
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const text = await response.text();
  return text
    .split('\n\n')
    .filter((block) => block.startsWith('data: '))
    .map((block) => JSON.parse(block.slice(6)) as StreamedEvent);
}

export const matchIdsOf = (answer: AiAnswer) => answer.cards.flatMap((c) => (c.kind === 'match' ? [c.matchId] : []));

/** The ids of a day's listed matches, straight from the matches table, in kick-off order. */
export async function dayMatchIds(
  server: TestServer,
  offset: number,
  where: { competitionId?: number; teamId?: number } = {},
): Promise<number[]> {
  const day = shiftMatchDay(TODAY, offset);
  let query = server.database.db
    .selectFrom('matches')
    .select(['id', 'sport', 'state'])
    .where('kickoff_at', '>=', matchDayStart(day))
    .where('kickoff_at', '<', matchDayStart(shiftMatchDay(day, 1)))
    .orderBy('kickoff_at')
    .orderBy('id');
  if (where.competitionId !== undefined) query = query.where('competition_id', '=', where.competitionId);
  if (where.teamId !== undefined) {
    const teamId = where.teamId;
    query = query.where((eb) => eb.or([eb('home_team_id', '=', teamId), eb('away_team_id', '=', teamId)]));
  }
  const rows = await query.execute();
  return rows
    .filter((r) => (r.sport === 'football' ? footballListGroup(r.state) : basketballListGroup(r.state)) !== null)
    .map((r) => r.id);
}
