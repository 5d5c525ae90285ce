import { chatEvent, chatNotice, chatWelcome } from '@kanqiu/contract';
import { Code, platformChatNotice } from '@kanqiu/domain';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataOf, post } from '../support/api';
import { eventually } from '../support/hub-client';
import { backends } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';
import { certifiedUser, openRoom } from '../rooms/room-fixtures';
import { fan, listen, type Fan } from './chat-fixtures';

describe.each(backends())('the room 公告 and welcome on $name', (backend) => {
  const server = useTestServer(backend, { env: { DEMO_STREAMS: '0', CHAT_BLOCKED_WORDS: '黑哨' } });
  let anchor: Fan;
  let group: string;

  const notice = (body: Record<string, unknown>, token?: string) =>
    post(server(), '/chat/notice', { group, ...body }, token ? { token } : {});
  const welcome = (token?: string) => post(server(), '/chat/welcome', { group }, token ? { token } : {});

  beforeAll(async () => {
    anchor = await certifiedUser(server());
    group = String((await openRoom(server(), anchor.token, { title: '公告测试间', category: 1 })).room!.id);
  });

  it('shows the platform’s 公告 until the anchor sets one, tells the room, and restores it when cleared', async () => {
    expect(dataOf(await notice({}), chatNotice)).toEqual({ group, text: platformChatNotice, updatedAt: null });
    const watcher = await listen(server(), group);

    const set = dataOf(await notice({ text: '  今晚八点\n英超直播 ' }, anchor.token), chatNotice);
    expect(set).toEqual({ group, text: '今晚八点 英超直播', updatedAt: server().clock.now });
    expect(dataOf(await notice({}), chatNotice)).toEqual(set);
    await eventually(() => watcher.received.some((m) => m.op === 'diff'));
    const events = watcher.takeDiffs().map((diff) => chatEvent.parse(diff.data));
    expect(events).toEqual([{ kind: 'notice', notice: set }]);

    expect(dataOf(await notice({ text: '' }, anchor.token), chatNotice)).toMatchObject({
      text: platformChatNotice,
      updatedAt: null,
    });
    watcher.socket.close();
  });

  it('lets only the anchor set it, signed in, within 100 characters and free of sensitive words', async () => {
    const bystander = await fan(server());
    expect(await notice({ text: '我来当主播' }, bystander.token)).toMatchObject({ code: Code.forbidden });
    expect(await notice({ text: '我来当主播' })).toMatchObject({ code: Code.noToken });
    expect(await notice({ text: '球'.repeat(101) }, anchor.token)).toMatchObject({
      status: 400,
      msg: expect.stringContaining('公告不能超过 100 个字'),
    });
    expect(await notice({ text: '今天有 黑 哨' }, anchor.token)).toMatchObject({ code: Code.chatTextSensitive });
    expect(
      await post(server(), '/chat/notice', { group: 'football', text: '足球公告' }, { token: anchor.token }),
    ).toMatchObject({ code: Code.forbidden });
    expect(dataOf(await notice({}), chatNotice).updatedAt).toBeNull();
  });

  it('welcomes a guest and a fan by name, announcing nobody who holds no announcing tier', async () => {
    expect(dataOf(await welcome(), chatWelcome)).toEqual({
      text: '欢迎来到直播间！登录后即可参与聊天',
      entrance: null,
    });
    const plain = await fan(server());
    const answer = dataOf(await welcome(plain.token), chatWelcome);
    expect(answer.text).toMatch(/^欢迎 .+ 来到直播间，一起看球吧！$/);
    expect(answer.entrance).toBeNull();
  });

  it('announces a 伯爵 to the room once in ten minutes, however often the page reloads', async () => {
    const earl = await fan(server());
    const recharge = { packageId: 'p648', requestId: randomUUID() };
    expect(await post(server(), '/user/wallet/recharge', recharge, { token: earl.token })).toMatchObject({
      code: Code.ok,
    });
    const bought = await post(
      server(),
      '/vlive/noble/buy',
      { tierId: 'earl', requestId: randomUUID() },
      {
        token: earl.token,
      },
    );
    expect(bought).toMatchObject({ code: Code.ok });
    const watcher = await listen(server(), group);

    const first = dataOf(await welcome(earl.token), chatWelcome);
    expect(first.entrance).toMatchObject({ userId: earl.id, nobleTierId: 'earl' });
    expect(first.entrance!.text).toMatch(/^伯爵 .+ 驾临直播间$/);
    await eventually(() => watcher.received.some((m) => m.op === 'diff'));
    expect(watcher.takeDiffs().map((diff) => chatEvent.parse(diff.data))).toEqual([
      { kind: 'entrance', entrance: first.entrance },
    ]);
    expect(dataOf(await welcome(earl.token), chatWelcome).entrance).toBeNull();
    watcher.socket.close();
  });
});
