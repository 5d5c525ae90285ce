import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { aiAnswer } from '@kanqiu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedScenario } from '../support/football-fixtures';
import { backends, startTestServer, type TestServer } from '../support/test-server';
import { ask, askStreaming, dayMatchIds, matchIdsOf } from './support';

type WireMessage = { role: string; content?: string | null; tool_call_id?: string; tool_calls?: unknown[] };
type WireRequest = {
  model: string;
  stream: boolean;
  messages: WireMessage[];
  tools?: { function: { name: string } }[];
};

const API_KEY = 'test-key';
const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
  `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;

/**
 * A chat-completions endpoint speaking the wire protocol: asked without a tool result, it calls get_matches
 * for today (its arguments split over two chunks); given the result, it streams a sentence counting the matches.
 */
function fakeModel() {
  const requests: { authorization: string | undefined; body: WireRequest }[] = [];
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (part: Buffer) => (raw += part.toString()));
    request.on('end', () => {
      const body = JSON.parse(raw) as WireRequest;
      requests.push({ authorization: request.headers.authorization, body });
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      const toolResult = body.messages.find((m) => m.role === 'tool');
      if (!toolResult) {
        const call = { index: 0, id: 'call_1', type: 'function', function: { name: 'get_matches', arguments: '{"da' } };
        response.write(chunk({ role: 'assistant', content: null, tool_calls: [call] }));
        response.write(chunk({ tool_calls: [{ index: 0, function: { arguments: 'te":"0"}' } }] }));
        response.write(chunk({}, 'tool_calls'));
      } else {
        const matches = JSON.parse(toolResult.content ?? '[]') as unknown[];
        for (const piece of ['根据数据，', `今天共有 ${matches.length} 场`, '比赛。'])
          response.write(chunk({ content: piece }));
        response.write(chunk({}, 'stop'));
      }
      response.end('data: [DONE]\n\n');
    });
  });
  return { server, requests };
}

describe.each(backends())('the OpenAI-compatible engine on $name', (backend) => {
  const model = fakeModel();
  let api: TestServer;
  beforeAll(async () => {
    await new Promise<void>((resolve) => model.server.listen(0, '127.0.0.1', resolve));
    const { port } = model.server.address() as AddressInfo;
    api = await startTestServer(backend, {
      env: { AI_BASE_URL: `http://127.0.0.1:${port}/v1`, AI_API_KEY: API_KEY, AI_MODEL: 'fake-model' },
    });
    await seedScenario(api);
  }, 120_000);
  afterAll(async () => {
    await api.close();
    model.server.close();
  });

  it('offers the read-only tools, runs the one called and streams the model’s words with the cards', async () => {
    const events = await askStreaming(api, { question: '今天有哪些比赛' });
    const answer = aiAnswer.parse(events.at(-1)?.answer);

    const [first, second] = model.requests;
    expect(first?.authorization).toBe(`Bearer ${API_KEY}`);
    expect(first?.body).toMatchObject({ model: 'fake-model', stream: true });
    expect(first?.body.tools?.map((t) => t.function.name)).toEqual(
      expect.arrayContaining(['get_matches', 'get_standings', 'get_team_form', 'get_player_profile']),
    );
    expect(second?.body.messages.at(-2)).toMatchObject({ role: 'assistant', tool_calls: [expect.anything()] });
    const facts = JSON.parse(second?.body.messages.at(-1)?.content ?? '[]') as { matchId: number }[];

    expect(answer.engine).toBe('openai');
    expect(events.filter((e) => e.type === 'token').map((e) => e.text)).toEqual([
      '根据数据，',
      `今天共有 ${facts.length} 场`,
      '比赛。',
    ]);
    expect(matchIdsOf(answer)).toEqual(facts.map((f) => f.matchId));
    expect(facts.map((f) => f.matchId)).toEqual(await dayMatchIds(api, 0));
    expect(facts.length).toBeGreaterThan(0);
  });
});

describe.each(backends())('without a reachable model on $name', (backend) => {
  let api: TestServer;
  beforeAll(async () => {
    api = await startTestServer(backend, { env: { AI_BASE_URL: 'http://127.0.0.1:9/v1', AI_API_KEY: API_KEY } });
    await seedScenario(api);
  }, 120_000);
  afterAll(() => api.close());

  it('answers with the bundled engine', async () => {
    const answer = await ask(api, '英超积分榜前四');
    expect(answer.engine).toBe('bundled');
    expect(answer.cards[0]?.kind).toBe('standings');
  });
});
