import { aiAnswer, aiConversation, aiConversationList } from '@kanqiu/contract';
import { AI_QUESTION_MAX_LENGTH, Code } from '@kanqiu/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataOf, get, post, registerUser, type TestUser } from '../support/api';
import { seedScenario } from '../support/football-fixtures';
import { expectDocumented } from '../support/open-api';
import { backends } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';
import { ask, askStreaming } from './support';


const routes = [
  ['POST', '/ai/ask'],
  ['GET', '/ai/conversations'],
  ['GET', '/ai/conversations/{id}'],
  ['DELETE', '/ai/conversations/{id}'],
] as const;

const QUESTIONS_PER_MINUTE = 6;

describe.each(backends())('the AI assistant’s API on $name', (backend) => {
  const server = useTestServer(backend, { env: { AI_QUESTIONS_PER_MINUTE: String(QUESTIONS_PER_MINUTE) } });
  let alice: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    await seedScenario(server());
    [alice, bob] = await Promise.all([registerUser(server()), registerUser(server())]);
  }, 120_000);

  const remove = (id: number, token: string) =>
    fetch(`${server().url}/ai/conversations/${id}`, { method: 'DELETE', headers: { accessToken: token } }).then(
      async (r) => (await r.json()) as { code: number },
    );

  it.each(routes)('documents %s %s in docs/api.md and OpenAPI', async (method, path) => {
    await expectDocumented(server(), [[method, path]], /^ai$/);
  });

  it('streams the answer piece by piece, then its cards, then the whole answer', async () => {
    const events = await askStreaming(server(), { question: '今天有哪些比赛' });
    const tokens = events.filter((e) => e.type === 'token').map((e) => e.text as string);
    const cards = events.filter((e) => e.type === 'card');
    const done = events.at(-1);
    expect(done?.type).toBe('done');
    const answer = aiAnswer.parse(done?.answer);
    expect(tokens.length).toBeGreaterThan(5);
    expect(tokens.join('')).toBe(answer.text);
    expect(cards.map((e) => e.card)).toEqual(answer.cards);
    expect(answer).toMatchObject({ conversationId: null, engine: 'bundled' });
  });

  it('keeps a signed-in fan’s conversation: continued, listed, read and deleted by its owner only', async () => {
    const first = await ask(server(), '英超积分榜前四', alice.token);
    const conversationId = first.conversationId as number;
    expect(conversationId).toBeGreaterThan(0);
    const events = await askStreaming(server(), { question: '曼城下一场踢谁', conversationId }, alice.token);
    expect(aiAnswer.parse(events.at(-1)?.answer).conversationId).toBe(conversationId);

    const list = dataOf(await get(server(), '/ai/conversations', { token: alice.token }), aiConversationList);
    expect(list.list[0]).toMatchObject({ id: conversationId, title: '英超积分榜前四' });
    const read = dataOf(
      await get(server(), `/ai/conversations/${conversationId}`, { token: alice.token }),
      aiConversation,
    );
    expect(read.messages.map((m) => [m.role, m.role === 'user' ? m.text : m.cards[0]?.kind])).toEqual([
      ['user', '英超积分榜前四'],
      ['assistant', 'standings'],
      ['user', '曼城下一场踢谁'],
      ['assistant', 'match'],
    ]);

    expect((await get(server(), `/ai/conversations/${conversationId}`, { token: bob.token })).code).toBe(
      Code.aiConversationNotFound,
    );
    expect(dataOf(await get(server(), '/ai/conversations', { token: bob.token }), aiConversationList).list).toEqual([]);
    const intruder = await post(server(), '/ai/ask', { question: '你好', conversationId }, { token: bob.token });
    expect(intruder.code).toBe(Code.aiConversationNotFound);
    expect((await remove(conversationId, bob.token)).code).toBe(Code.aiConversationNotFound);

    expect((await remove(conversationId, alice.token)).code).toBe(Code.ok);
    expect((await get(server(), `/ai/conversations/${conversationId}`, { token: alice.token })).code).toBe(
      Code.aiConversationNotFound,
    );
  });

  it('stores nothing for a guest and refuses a guest’s conversation id', async () => {
    expect((await ask(server(), '你好')).conversationId).toBeNull();
    expect((await post(server(), '/ai/ask', { question: '你好', conversationId: 1 })).code).toBe(
      Code.aiConversationNotFound,
    );
    expect((await get(server(), '/ai/conversations')).code).toBe(Code.noToken);
  });

  it('refuses an empty or too long question with a clear message', async () => {
    const empty = await post(server(), '/ai/ask', { question: '   ' });
    expect(empty).toMatchObject({ code: Code.validationFailed });
    const long = await post(server(), '/ai/ask', { question: '曼'.repeat(AI_QUESTION_MAX_LENGTH + 1) });
    expect(long.code).toBe(Code.validationFailed);
    expect(long.msg).toContain(`${AI_QUESTION_MAX_LENGTH}`);
  });

  it('limits each fan’s questions per minute, apart from other fans', async () => {
    const carol = await registerUser(server());
    const codes: number[] = [];
    for (let i = 0; i <= QUESTIONS_PER_MINUTE; i += 1) {
      codes.push((await post(server(), '/ai/ask', { question: '你好' }, { token: carol.token })).code);
    }
    expect(codes.slice(0, QUESTIONS_PER_MINUTE).every((code) => code === Code.ok)).toBe(true);
    expect(codes.at(-1)).toBe(Code.rateLimited);
    expect((await post(server(), '/ai/ask', { question: '你好' }, { token: bob.token })).code).toBe(Code.ok);
  });
});
