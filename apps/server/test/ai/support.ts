import { aiAnswer, type AiAnswer } from '@kanqiu/contract';
import { basketballListGroup, footballListGroup, matchDayOf, matchDayStart, shiftMatchDay } from '@kanqiu/domain';
import { expect } from 'vitest';
import { dataOf, post } from '../support/api';
import { SCENARIO_NOW } from '../support/football-fixtures';
import type { TestServer } from '../support/test-server';

const TODAY = matchDayOf(SCENARIO_NOW);

/** Asks the assistant (as a guest unless a token is given) and returns its answer. */
export async function ask(server: TestServer, question: string, token?: string): Promise<AiAnswer> {
  const reply = await post(server, '/ai/ask', { question }, token ? { token } : {});
  expect(reply.msg, question).toBe('成功');
  return dataOf(reply, aiAnswer);
}

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
