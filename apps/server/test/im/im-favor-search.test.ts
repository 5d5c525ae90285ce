import { favoriteList, imMessage, imSearchResult } from '@kanqiu/contract';
import { Code, DEFAULT_GET_PARAMS } from '@kanqiu/domain';
import { describe, expect, it } from 'vitest';
import { dataOf, get, post } from '../support/api';
import { backends, type TestServer } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';
import { friends, imUser, type ImUserFixture } from './im-client';

let clientIds = 0;
const clientId = () => `f${Date.now()}x${++clientIds}`;

async function say(server: TestServer, user: ImUserFixture, id: number, text: string) {
  return dataOf(
    await post(server, '/imapi/chat/send', { id, clientId: clientId(), text }, { token: user.token }),
    imMessage,
  );
}

const favorites = async (server: TestServer, user: ImUserFixture) =>
  dataOf(await get(server, '/imapi/chat/favorites', { token: user.token }), favoriteList);

describe.each(backends())('favourites and search of messages on $name', (backend) => {
  const server = useTestServer(backend);

  it('keeps favourites newest first, drops a deleted one, and refuses a stranger', async () => {
    const a = await imUser(server(), '收藏家');
    const b = await imUser(server(), '金句王');
    const stranger = await imUser(server(), '外人');
    const id = await friends(server(), a, b);
    const first = await say(server(), b, id, '这球必进');
    const second = await say(server(), b, id, '门将扑出来了');
    for (const seq of [first.seq, second.seq])
      expect((await post(server(), '/imapi/chat/favor', { id, seq, favored: true }, { token: a.token })).code).toBe(
        200,
      );
    await post(server(), '/imapi/chat/favor', { id, seq: first.seq, favored: true }, { token: a.token });
    expect((await favorites(server(), a)).map((f) => f.message.text)).toEqual(['门将扑出来了', '这球必进']);

    await post(server(), '/imapi/chat/delete', { id, seq: second.seq }, { token: b.token });
    await post(server(), '/imapi/chat/favor', { id, seq: first.seq, favored: false }, { token: a.token });
    expect(await favorites(server(), a)).toEqual([]);
    expect(
      await post(server(), '/imapi/chat/favor', { id, seq: first.seq, favored: true }, { token: stranger.token }),
    ).toMatchObject({
      code: Code.imNotMember,
    });
    expect(
      await post(server(), '/imapi/chat/favor', { id, seq: second.seq, favored: true }, { token: a.token }),
    ).toMatchObject({
      code: Code.notFound,
    });
  });

  it('answers the list routes when the web adds its platform parameter to the query', async () => {
    const a = await imUser(server(), '网页用户');
    for (const path of ['/imapi/chat/list', '/imapi/chat/favorites', '/imapi/group/list', '/imapi/user/attention'])
      expect(
        (await get(server(), path, { token: a.token, query: { platform: String(DEFAULT_GET_PARAMS.platform) } })).code,
      ).toBe(200);
  });

  it('finds users, my groups and the text of my own conversations only', async () => {
    const a = await imUser(server(), '搜索者');
    const b = await imUser(server(), '梅西球迷');
    const outsider = await imUser(server(), '局外人');
    const other = await imUser(server(), '别人的好友');
    const id = await friends(server(), a, b);
    const theirs = await friends(server(), outsider, other);
    await say(server(), b, id, '梅西今晚首发');
    await say(server(), outsider, theirs, '梅西的私聊不该被搜到');
    const group = await post(
      server(),
      '/imapi/group/create',
      { name: '梅西观赛团', memberIds: [b.id] },
      { token: a.token },
    );

    const found = dataOf(
      await get(server(), '/imapi/search', { token: a.token, query: { keyword: '梅西' } }),
      imSearchResult,
    );
    expect(found.users.map((u) => u.id)).toContain(b.id);
    expect(found.groups.map((g) => g.id)).toEqual([(group.data as { id: number }).id]);
    expect(found.messages.map((m) => [m.message.text, m.conversationName])).toEqual([['梅西今晚首发', '梅西球迷']]);
    expect(await get(server(), '/imapi/search', { token: a.token, query: { keyword: '%' } })).toMatchObject({
      code: Code.validationFailed,
    });
  });
});
