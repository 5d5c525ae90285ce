import { chatEvent, chatMessage, chatMute, chatPage, chatToken } from '@kanqiu/contract';
import { chatMaxLength, chatRateLimit, chatTokenSeconds, Code } from '@kanqiu/domain';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, post } from '../support/api';
import { eventually, openHubClient, type HubClient } from '../support/hub-client';
import { backends, startTestServer, type TestServer } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';
import { certifiedUser, openRoom } from '../rooms/room-fixtures';
import { fan, listen, send, type Fan } from './chat-fixtures';

const clientId = () => randomUUID();

const messagesOn = (client: HubClient) =>
  client
    .takeDiffs()
    .map((diff) => chatEvent.parse(diff.data))
    .flatMap((event) => (event.kind === 'message' ? [event.message] : []));

describe.each(backends())('chat on $name', (backend) => {
  const server = useTestServer(backend, { env: { DEMO_STREAMS: '0', CHAT_BLOCKED_WORDS: '黑哨,假球' } });
  let anchor: Fan;
  let roomId: number;

  beforeAll(async () => {
    anchor = await certifiedUser(server());
    roomId = (await openRoom(server(), anchor.token, { title: '周末足球夜', category: 1 })).room!.id;
  });

  it('gives guests and fans a short-lived token and the socket address; an unknown group or room is refused', async () => {
    const guest = dataOf(await post(server(), '/chat/getToken?group=football', {}), chatToken);
    expect(guest.channel).toBe('chat:football');
    expect(guest.expiresAt).toBe(server().clock.now + chatTokenSeconds);
    const port = Number(new URL(server().url).port);
    expect(guest.address).toEqual([{ protocol: 'ws', host: '127.0.0.1', port, path: '/ws/live' }]);
    const room = dataOf(await post(server(), `/chat/getToken?group=${roomId}`, {}, { token: anchor.token }), chatToken);
    expect(room.channel).toBe(`chat:${roomId}`);
    expect(await post(server(), '/chat/getToken?group=tennis', {})).toMatchObject({ status: 400, data: null });
    expect(await post(server(), '/chat/getToken?group=999999', {})).toMatchObject({
      code: Code.notFound,
      msg: '直播间不存在',
    });
  });

  it('lets guests read but not speak; a fan speaks, stored before delivery, own name and anchor badge attached', async () => {
    const watcher = await listen(server(), String(roomId));
    const me = await fan(server());
    expect(
      await post(server(), '/chat/msg', { group: String(roomId), clientId: clientId(), text: '好球' }),
    ).toMatchObject({ code: Code.noToken });
    const sent = dataOf(
      await send(server(), me.token, { group: String(roomId), clientId: clientId(), text: '  好球！\n漂亮 ' }),
      chatMessage,
    );
    expect(sent).toMatchObject({
      group: String(roomId),
      kind: 'text',
      text: '好球！ 漂亮',
      sender: { id: me.id, anchor: false },
    });
    const fromAnchor = dataOf(
      await send(server(), anchor.token, { group: String(roomId), clientId: clientId(), text: '欢迎大家' }),
      chatMessage,
    );
    expect(fromAnchor.sender).toMatchObject({ id: anchor.id, anchor: true });
    await eventually(() => watcher.received.filter((m) => m.op === 'diff').length === 2);
    expect(messagesOn(watcher)).toEqual([sent, fromAnchor]);
    watcher.socket.close();
  });

  it('treats a resent client id as the same message: stored and delivered once', async () => {
    const watcher = await listen(server(), 'basketball');
    const me = await fan(server());
    const body = { group: 'basketball', clientId: clientId(), text: '詹姆斯这球太帅了' };
    const first = dataOf(await send(server(), me.token, body), chatMessage);
    const again = dataOf(await send(server(), me.token, body), chatMessage);
    expect(again).toEqual(first);
    // The same id in another group is not a resend of this message.
    expect(await send(server(), me.token, { ...body, group: 'football' })).toMatchObject({ code: Code.conflict });
    await eventually(() => watcher.received.some((m) => m.op === 'diff'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(messagesOn(watcher)).toEqual([first]);
    const page = dataOf(await post(server(), '/chat/page', { group: 'basketball' }), chatPage);
    expect(page.list.filter((m) => m.clientId === body.clientId)).toHaveLength(1);
    watcher.socket.close();
  });

  it('pages history backwards from the newest', async () => {
    const [a, b] = [await fan(server()), await fan(server())];
    const group = String(
      (await openRoom(server(), (await certifiedUser(server())).token, { title: '篮球夜话', category: 2 })).room!.id,
    );
    const texts: string[] = [];
    for (let i = 1; i <= 7; i++) {
      texts.push(`第 ${i} 条`);
      expect(
        await send(server(), i % 2 ? a.token : b.token, { group, clientId: clientId(), text: `第 ${i} 条` }),
      ).toMatchObject({ code: Code.ok });
    }
    const first = dataOf(await post(server(), '/chat/page', { group, size: 3 }), chatPage);
    expect(first.list.map((m) => m.text)).toEqual(['第 7 条', '第 6 条', '第 5 条']);
    expect(first.next).toBe(true);
    const second = dataOf(
      await post(server(), '/chat/page', { group, size: 3, before: first.list.at(-1)!.id }),
      chatPage,
    );
    expect(second.list.map((m) => m.text)).toEqual(['第 4 条', '第 3 条', '第 2 条']);
    const last = dataOf(
      await post(server(), '/chat/page', { group, size: 3, before: second.list.at(-1)!.id }, { form: true }),
      chatPage,
    );
    expect(last).toMatchObject({ next: false });
    expect(last.list.map((m) => m.text)).toEqual(['第 1 条']);
    expect(await post(server(), '/chat/page', { group, size: 500 })).toMatchObject({ status: 400 });
  });

  it('refuses empty, over-long and sensitive text (built-in and the operator list, folded) with a clear message', async () => {
    const me = await fan(server());
    const refuse = async (text: string, code: number) =>
      expect(await send(server(), me.token, { group: 'football', clientId: clientId(), text })).toMatchObject({
        code,
        data: null,
      });
    await refuse('   ', Code.chatTextInvalid);
    await refuse('球'.repeat(chatMaxLength + 1), Code.chatTextInvalid);
    await refuse('加 微 信 领福利', Code.chatTextSensitive);
    await refuse('这裁判是黑哨', Code.chatTextSensitive);
    await refuse('假  球！', Code.chatTextSensitive);
    await refuse('踢假球的傻ｂ', Code.chatTextSensitive);
    expect(
      await send(server(), me.token, { group: 'football', clientId: clientId(), text: '球'.repeat(chatMaxLength) }),
    ).toMatchObject({ code: Code.ok });
    const sensitive = await send(server(), me.token, { group: 'football', clientId: clientId(), text: '黑哨' });
    expect(sensitive.msg).toBe('消息包含敏感词，请修改后再发送');
  });

  it(`limits a user to ${chatRateLimit.max} messages per ${chatRateLimit.windowSeconds} s, a resend free`, async () => {
    const me = await fan(server());
    const codes: number[] = [];
    let last: Record<string, unknown> = {};
    for (let i = 0; i <= chatRateLimit.max; i++) {
      last = { group: 'football', clientId: clientId(), text: `加油 ${i}` };
      codes.push((await send(server(), me.token, last)).code);
    }
    expect(codes).toEqual([...Array<number>(chatRateLimit.max).fill(Code.ok), Code.chatTooFast]);
    const earlier = { ...last, clientId: clientId() };
    expect((await send(server(), me.token, earlier)).msg).toBe('发言太频繁了，请稍后再说');
    // Another fan is not slowed down by this one.
    const other = await fan(server());
    expect(await send(server(), other.token, { group: 'football', clientId: clientId(), text: '冲' })).toMatchObject({
      code: Code.ok,
    });
  });

  it('lets the room anchor mute a fan for a while and delete a message; nobody else may', async () => {
    const [loud, bystander] = [await fan(server()), await fan(server())];
    const group = String(roomId);
    const message = dataOf(
      await send(server(), loud.token, { group, clientId: clientId(), text: '主播快换台' }),
      chatMessage,
    );
    const watcher = await listen(server(), group);

    expect(
      await post(server(), '/chat/mute', { group, userId: loud.id, minutes: 10 }, { token: bystander.token }),
    ).toMatchObject({ code: Code.forbidden });
    expect(
      await post(server(), '/chat/mute', { group: 'football', userId: loud.id, minutes: 10 }, { token: anchor.token }),
    ).toMatchObject({ code: Code.forbidden });
    expect(
      await post(server(), '/chat/mute', { group, userId: loud.id, minutes: 7 }, { token: anchor.token }),
    ).toMatchObject({ status: 400 });
    const muted = dataOf(
      await post(server(), '/chat/mute', { group, userId: loud.id, minutes: 10 }, { token: anchor.token }),
      chatMute,
    );
    expect(muted).toEqual({ userId: loud.id, mutedUntil: server().clock.now + 600 });

    const refused = await send(server(), loud.token, { group, clientId: clientId(), text: '凭什么' });
    expect(refused).toMatchObject({ code: Code.chatMuted, msg: '你已被主播禁言，10 分钟后可再发言' });
    // Only this room: the fan still talks elsewhere, and after the mute ends, here again.
    expect(await send(server(), loud.token, { group: 'basketball', clientId: clientId(), text: '好吧' })).toMatchObject(
      { code: Code.ok },
    );
    server().clock.advance(601);
    expect(await send(server(), loud.token, { group, clientId: clientId(), text: '我回来了' })).toMatchObject({
      code: Code.ok,
    });
    expect(
      dataOf(
        await post(server(), '/chat/mute', { group, userId: loud.id, minutes: 0 }, { token: anchor.token }),
        chatMute,
      ).mutedUntil,
    ).toBeNull();

    expect(await post(server(), '/chat/delete', { group, id: message.id }, { token: bystander.token })).toMatchObject({
      code: Code.forbidden,
    });
    expect(await post(server(), '/chat/delete', { group, id: message.id }, { token: anchor.token })).toMatchObject({
      code: Code.ok,
    });
    expect(await post(server(), '/chat/delete', { group, id: message.id }, { token: anchor.token })).toMatchObject({
      code: Code.notFound,
    });
    await eventually(() => watcher.received.some((m) => m.op === 'diff' && chatEvent.parse(m.data).kind === 'deleted'));
    const page = dataOf(await post(server(), '/chat/page', { group, size: 100 }), chatPage);
    expect(page.list.map((m) => m.id)).not.toContain(message.id);
    watcher.socket.close();
  });

  it('signs the socket in with a connection token only while it is valid and unforged', async () => {
    const me = await fan(server());
    // A channel only its own user may follow shows whom the socket signed in as.
    server().hub.declare([{ namespace: 'probe', access: 'self' }]);
    const issued = dataOf(await post(server(), '/chat/getToken?group=football', {}, { token: me.token }), chatToken);
    const [, , expires, mac] = issued.token.split('.');
    const refusal = async (token: string) => {
      const client = await openHubClient(server());
      client.send({ op: 'subscribe', topics: [`probe:${me.id}`], token });
      const { refused } = await client.next('subscribed');
      client.socket.close();
      return refused[`probe:${me.id}`] ?? null;
    };
    expect(await refusal(issued.token)).toBeNull();
    expect(await refusal(`ct1.${me.id}.${Number(expires) + 3600}.${mac}`)).toBe('请先登录');
    const guest = dataOf(await post(server(), '/chat/getToken?group=football', {}), chatToken);
    expect(await refusal(guest.token)).toBe('请先登录');
    server().clock.advance(chatTokenSeconds + 1);
    expect(await refusal(issued.token)).toBe('请先登录');
  });
});

const shared = backends().find((b) => b.databaseUrl && b.redisUrl);

describe.runIf(shared)('chat across two instances on PostgreSQL and Redis', () => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    a = await startTestServer(shared!, { env: { DEMO_STREAMS: '0' } });
    b = await startTestServer(shared!, { shareWith: a, env: { DEMO_STREAMS: '0' } });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('delivers a message sent on one instance to a watcher on the other, once, and shares the rate limit', async () => {
    const watcher = await listen(b, 'football');
    const me = await fan(a);
    const body = { group: 'football', clientId: clientId(), text: '两台服务器都能看到' };
    const sent = dataOf(await send(a, me.token, body), chatMessage);
    // The resend lands on the other instance and is still the same message.
    expect(dataOf(await send(b, me.token, body), chatMessage)).toEqual(sent);
    await eventually(() => watcher.received.some((m) => m.op === 'diff'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(messagesOn(watcher)).toEqual([sent]);
    expect(dataOf(await post(b, '/chat/page', { group: 'football' }), chatPage).list[0]).toEqual(sent);

    const codes: number[] = [];
    for (let i = 1; i <= chatRateLimit.max; i++)
      codes.push(
        (await send(i % 2 ? b : a, me.token, { group: 'football', clientId: clientId(), text: `第 ${i} 句` })).code,
      );
    expect(codes).toEqual([...Array<number>(chatRateLimit.max - 1).fill(Code.ok), Code.chatTooFast]);
    watcher.socket.close();
  });
});
