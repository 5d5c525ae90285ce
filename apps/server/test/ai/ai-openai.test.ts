import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { aiAnswer, type AiAnswer } from '@kanqiu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedScenario, type ScenarioIds } from '../support/football-fixtures';
import { backends, startTestServer, type TestServer } from '../support/test-server';
import {
  ask,
  askStreaming,
  dayMatchIds,
  latestBasketballGame,
  matchIdsOf,
  newestArticles,
  seedMatchStories,
  teamIdOf,
  type StreamedEvent,
} from './support';

type WireMessage = { role: string; content?: string | null; tool_call_id?: string; tool_calls?: unknown[] };
type WireRequest = {
  model: string;
  stream: boolean;
  messages: WireMessage[];
  tools?: { function: { name: string; parameters: Record<string, unknown> } }[];
};
type Call = { name: string; arguments: string };
/**
 * What the fake model does with the questions its pattern matches: the calls it makes (given the pattern's groups
 * and the request), then its words from the tools' results.
 */
type Script = {
  asked: RegExp;
  calls: (groups: readonly string[], request: WireRequest) => Call[];
  words: (results: unknown[]) => string[];
};

const API_KEY = 'test-key';
const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
  `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;

/** Each call's arguments arrive split over two chunks, as real models stream them. */
function writeCalls(response: NodeJS.WritableStream, calls: readonly Call[]) {
  calls.forEach((call, index) => {
    const half = Math.ceil(call.arguments.length / 2);
    const head = { name: call.name, arguments: call.arguments.slice(0, half) };
    response.write(
      chunk({
        role: 'assistant',
        content: null,
        tool_calls: [{ index, id: `call_${index}`, type: 'function', function: head }],
      }),
    );
    response.write(chunk({ tool_calls: [{ index, function: { arguments: call.arguments.slice(half) } }] }));
  });
  response.write(chunk({}, 'tool_calls'));
}

/**
 * A chat-completions endpoint speaking the wire protocol, scripted by the question (the last user message): asked
 * without tool results it makes the script's calls; given them, it streams the script's words piece by piece.
 */
function fakeModel(scripts: readonly Script[]) {
  const requests: { authorization: string | undefined; body: WireRequest }[] = [];
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (part: Buffer) => (raw += part.toString()));
    request.on('end', () => {
      const body = JSON.parse(raw) as WireRequest;
      requests.push({ authorization: request.headers.authorization, body });
      const asked = body.messages.findLastIndex((m) => m.role === 'user');
      const question = body.messages[asked]?.content ?? '';
      const script = scripts.find((s) => s.asked.test(question));
      const results = body.messages.slice(asked).filter((m) => m.role === 'tool');
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      if (script && results.length === 0) {
        writeCalls(response, script.calls(question.match(script.asked) ?? [], body));
      } else {
        const words = script?.words(results.map((m) => JSON.parse(m.content ?? 'null'))) ?? ['抱歉，我只懂体育。'];
        for (const piece of words) response.write(chunk({ content: piece }));
      }
      response.end('data: [DONE]\n\n');
    });
  });
  return { server, requests };
}

const detailWords = (results: unknown[]) => {
  const detail = results[0] as { events?: string; statistics?: string; error?: string };
  return detail.error ? ['查询失败：', detail.error] : ['这场比赛', detail.events ?? '', detail.statistics ?? ''];
};

const SCRIPTS: readonly Script[] = [
  {
    asked: /^今天有哪些比赛$/,
    calls: () => [{ name: 'get_matches', arguments: '{"date":"0"}' }],
    words: ([matches]) => ['根据数据，', `今天共有 ${(matches as unknown[]).length} 场`, '比赛。'],
  },
  {
    asked: /^曼城最新消息$/,
    calls: () => [{ name: 'get_news', arguments: '{"team":"蓝月亮"}' }],
    words: ([articles]) => (articles as { title: string }[]).map((a) => `《${a.title}》`),
  },
  {
    asked: /^(.+)对(.+)的比赛谁进球了$/,
    calls: ([, team, opponent]) => [{ name: 'get_match_detail', arguments: JSON.stringify({ team, opponent }) }],
    words: detailWords,
  },
  {
    asked: /^(.+)那场比赛谁得分最多$/,
    calls: ([, team]) => [{ name: 'get_match_detail', arguments: JSON.stringify({ team }) }],
    words: detailWords,
  },
  {
    // The model finds the match meant in the conversation's earlier question, as a real one would.
    asked: /^那场比赛控球率$/,
    calls: (_groups, request) => {
      const earlier = request.messages.filter((m) => m.role === 'user').at(-2)?.content ?? '';
      const [, team, opponent] = earlier.match(/^(.+)和(.+)的比赛/) ?? [];
      return [{ name: 'get_match_detail', arguments: JSON.stringify({ team, opponent }) }];
    },
    words: detailWords,
  },
  {
    asked: /^比赛编号写错了$/,
    calls: () => [
      { name: 'get_match_detail', arguments: '{"match_id":"第一场"}' },
      { name: 'get_news', arguments: '{"sport":"tennis"}' },
    ],
    words: (results) => results.map((r) => `${(r as { error: string }).error}。`),
  },
];

const tokensOf = (events: readonly StreamedEvent[]) =>
  events.flatMap((e) => (e.type === 'token' ? [e.text as string] : []));
const answerOf = (events: readonly StreamedEvent[]): AiAnswer => aiAnswer.parse(events.at(-1)?.answer);

describe.each(backends())('the OpenAI-compatible engine on $name', (backend) => {
  const model = fakeModel(SCRIPTS);
  let api: TestServer;
  let ids: ScenarioIds;
  beforeAll(async () => {
    await new Promise<void>((resolve) => model.server.listen(0, '127.0.0.1', resolve));
    const { port } = model.server.address() as AddressInfo;
    api = await startTestServer(backend, {
      env: {
        AI_BASE_URL: `http://127.0.0.1:${port}/v1`,
        AI_API_KEY: API_KEY,
        AI_MODEL: 'fake-model',
        AI_QUESTIONS_PER_MINUTE: '10000',
      },
    });
    ids = await seedMatchStories(api);
  }, 180_000);
  afterAll(async () => {
    await api.close();
    model.server.close();
  });

  /** The model's requests for one question: the one offering the tools, then the one carrying their results. */
  const requestsFor = async (body: Record<string, unknown>) => {
    const before = model.requests.length;
    const events = await askStreaming(api, body);
    return { events, requests: model.requests.slice(before) };
  };
  const toolResults = (request: { body: WireRequest } | undefined) =>
    (request?.body.messages ?? []).filter((m) => m.role === 'tool').map((m) => JSON.parse(m.content ?? 'null'));

  it('offers the read-only tools, runs the one called and streams the model’s words with the cards', async () => {
    const { events, requests } = await requestsFor({ question: '今天有哪些比赛' });
    const answer = answerOf(events);

    const [first, second] = requests;
    expect(first?.authorization).toBe(`Bearer ${API_KEY}`);
    expect(first?.body).toMatchObject({ model: 'fake-model', stream: true });
    expect(first?.body.tools?.map((t) => t.function.name)).toEqual(
      expect.arrayContaining(['get_matches', 'get_standings', 'get_team_form', 'get_player_profile']),
    );
    expect(second?.body.messages.at(-2)).toMatchObject({ role: 'assistant', tool_calls: [expect.anything()] });
    const [facts] = toolResults(second) as [{ matchId: number }[]];

    expect(answer.engine).toBe('openai');
    expect(tokensOf(events)).toEqual(['根据数据，', `今天共有 ${facts.length} 场`, '比赛。']);
    expect(matchIdsOf(answer)).toEqual(facts.map((f) => f.matchId));
    expect(facts.map((f) => f.matchId)).toEqual(await dayMatchIds(api, 0));
    expect(facts.length).toBeGreaterThan(0);
  });

  it('has every tool the bundled engine has, news and one match’s detail included, each with a JSON schema', async () => {
    const { requests } = await requestsFor({ question: '今天有哪些比赛' });
    const tools = requests[0]?.body.tools ?? [];
    expect(tools.map((t) => t.function.name)).toEqual(expect.arrayContaining(['get_news', 'get_match_detail']));
    for (const tool of tools) expect(tool.function.parameters).toMatchObject({ type: 'object' });
  });

  it('get_news: the team’s newest articles from the news door, named in the words, as article cards', async () => {
    const { events, requests } = await requestsFor({ question: '曼城最新消息' });
    const answer = answerOf(events);
    const [articles] = toolResults(requests[1]) as [{ articleId: number; title: string; generated: boolean }[]];
    const expected = await newestArticles(api, { teamId: await teamIdOf(api, '曼城') });

    expect(articles.length).toBeGreaterThan(0);
    expect(articles.map((a) => a.articleId)).toEqual(expected.map((a) => a.id));
    expect(articles.every((a) => a.generated)).toBe(true);
    expect(tokensOf(events)).toEqual(articles.map((a) => `《${a.title}》`));
    expect(answer.cards.map((c) => c.kind)).toEqual(articles.map(() => 'article'));
  });

  it('get_match_detail: the scorers, cards and statistics of the match, streamed through the model', async () => {
    const { events } = await requestsFor({ question: '利物浦对曼城的比赛谁进球了' });
    const answer = answerOf(events);
    const text = tokensOf(events).join('');

    for (const words of ["10' 利物浦 萨拉赫 1:0", "31' 曼城 范戴克（乌龙球） 1:1", "81' 利物浦 萨拉赫（点球） 2:1"]) {
      expect(text).toContain(words);
    }
    expect(text).toContain('共 1 张黄牌');
    expect(text).toContain('控球率 47%:53%，射门 12:14，角球 4:7');
    expect(matchIdsOf(answer)).toEqual([ids.liverpoolCity]);
  });

  it('get_match_detail on a basketball game: each side’s top scorer from the box score, labelled 模拟', async () => {
    const game = await latestBasketballGame(api);
    const { events } = await requestsFor({ question: `${game.name_zh}那场比赛谁得分最多` });
    expect(tokensOf(events).join('')).toContain(`${game.name_zh}得分最高的是`);
    expect(tokensOf(events).join('')).toContain('模拟');
    expect(matchIdsOf(answerOf(events))).toEqual([game.id]);
  });

  it('a guest’s follow-up: the model sees the earlier questions and the tool gives the match’s facts', async () => {
    const earlierQuestions = ['利物浦和曼城的比赛谁进球了'];
    const { events, requests } = await requestsFor({ question: '那场比赛控球率', earlierQuestions });
    expect(requests[0]?.body.messages.map((m) => m.content)).toEqual(
      expect.arrayContaining(['利物浦和曼城的比赛谁进球了', '那场比赛控球率']),
    );
    expect(tokensOf(events).join('')).toContain('控球率 47%:53%');
    expect(matchIdsOf(answerOf(events))).toEqual([ids.liverpoolCity]);
  });

  it('bad arguments come back to the model as tool errors, and the answer still streams', async () => {
    const { events, requests } = await requestsFor({ question: '比赛编号写错了' });
    const [wrongId, wrongSport] = toolResults(requests[1]) as { error: string }[];
    expect(wrongId?.error).toMatch(/^参数不正确：match_id /);
    expect(wrongSport?.error).toMatch(/^参数不正确：sport /);
    expect(tokensOf(events)).toEqual([`${wrongId?.error}。`, `${wrongSport?.error}。`]);
    expect(answerOf(events)).toMatchObject({ engine: 'openai', cards: [] });
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
