import { fanChatFilters } from '@kanqiu/contract';
import { Code, fanFilterLimits } from '@kanqiu/domain';
import { describe, expect, it } from 'vitest';
import { imUser } from '../im/im-client';
import { dataOf, get, post } from '../support/api';
import { expectDocumented } from '../support/open-api';
import { backends } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';

const routes = [
  ['GET', '/chat/filters'],
  ['POST', '/chat/filters'],
] as const;

describe.each(backends())('a fan’s own chat filters, on $name', (backend) => {
  const server = useTestServer(backend);

  it('keeps the users and keywords a fan blocked, for that fan only, until they let them through', async () => {
    const [fan, other, spammer] = [
      await imUser(server(), '屏蔽者'),
      await imUser(server(), '旁观者'),
      await imUser(server(), '刷屏者'),
    ];
    const change = (token: string, body: Record<string, unknown>) => post(server(), '/chat/filters', body, { token });
    const mine = async (token: string) => dataOf(await get(server(), '/chat/filters', { token }), fanChatFilters);

    expect(await mine(fan.token)).toEqual({ users: [], words: [] });
    await change(fan.token, { kind: 'word', word: ' 加微信 ', blocked: true });
    await change(fan.token, { kind: 'word', word: '加微信', blocked: true });
    const blocked = await change(fan.token, { kind: 'user', userId: spammer.id, blocked: true });
    expect(dataOf(blocked, fanChatFilters)).toEqual({
      users: [{ id: spammer.id, nickName: spammer.nickName }],
      words: ['加微信'],
    });
    expect(await mine(other.token)).toEqual({ users: [], words: [] });

    await change(fan.token, { kind: 'user', userId: spammer.id, blocked: false });
    expect(await mine(fan.token)).toEqual({ users: [], words: ['加微信'] });
  });

  it('refuses oneself, unknown users, bad words, guests and more than the limit', async () => {
    const fan = await imUser(server(), '设限者');
    const change = (body: Record<string, unknown>) => post(server(), '/chat/filters', body, { token: fan.token });
    expect((await change({ kind: 'user', userId: fan.id, blocked: true })).code).toBe(Code.validationFailed);
    expect((await change({ kind: 'user', userId: 99_999, blocked: true })).code).toBe(Code.notFound);
    expect((await change({ kind: 'word', word: '  ', blocked: true })).code).toBe(Code.validationFailed);
    expect((await change({ kind: 'word', word: '一二三四五六七八九十一', blocked: true })).code).toBe(
      Code.validationFailed,
    );
    expect((await change({ kind: 'tag', word: '好', blocked: true })).code).toBe(Code.validationFailed);
    expect((await get(server(), '/chat/filters')).code).toBe(Code.noToken);
    for (let n = 0; n < fanFilterLimits.words; n += 1) await change({ kind: 'word', word: `词${n}`, blocked: true });
    expect(await change({ kind: 'word', word: '再多一个', blocked: true })).toMatchObject({
      code: Code.validationFailed,
      msg: `最多屏蔽 ${fanFilterLimits.words} 个关键词`,
    });
  });

  it('documents its routes and lists them in OpenAPI', async () => {
    await expectDocumented(server(), routes, /^chat$/);
  });
});
