import { aiAnswer, type AiAnswer } from '@kanqiu/contract';
import { expect } from 'vitest';
import { dataOf, post } from '../support/api';
import type { TestServer } from '../support/test-server';

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
