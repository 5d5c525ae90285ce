import { chatList, groupDetail, messagesPage, relationList, type ChatListItem, type ImMessage } from '@kanqiu/contract';
import { Code, ImCode, unreadBadge } from '@kanqiu/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { dataOf, get, post } from '../support/api';
import { backends, startTestServer, type TestServer } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';
import { connectIm, friends, groupOf, imUser, useImSockets } from './im-client';

const list = async (server: TestServer, token: string) =>
  dataOf(await get(server, '/imapi/chat/list', { token }), chatList);
const item = (items: ChatListItem[], id: number) => items.find((i) => i.id === id)!;
let clientIds = 0;
const clientId = () => `c${Date.now()}x${++clientIds}`;

describe.each(backends())('messages (IM) on $name', (backend) => {
  const server = useTestServer(backend);
  const open = useImSockets(server);

  it('speaks the spec’s protocol: POST for the address, auth 10014, heartbeat 0, refusals without auth', async () => {
    const a = await imUser(server(), '球迷甲');
    const reply = await post(server(), '/imserver/ws', {}, { token: a.token });
    expect(reply.code).toBe(200);
    expect(await post(server(), '/imserver/ws', {})).toMatchObject({ code: Code.noToken });
    const client = await open(a.token);
    const pong = new Promise((resolve) => client.socket.once('message', (d: Buffer) => resolve(d.toString())));
    client.socket.send('0');
    expect(await pong).toBe('0');
    client.socket.send('{"code":10000,"data":{}}');
    expect(await client.next(ImCode.refused)).toMatchObject({ code: Code.validationFailed });

    const { WebSocket } = await import('ws');
    const raw = new WebSocket(`${server().url.replace('http', 'ws')}/imserver/ws`);
    await new Promise((resolve) => raw.once('open', resolve));
    const closed = new Promise<number>((resolve) => raw.once('close', (code) => resolve(code)));
    raw.send(JSON.stringify({ code: ImCode.auth, data: { accessToken: 'nope' } }));
    expect(await closed).toBe(4401);
  });

  it('makes friends by following back, with notices counted as unread', async () => {
    const a = await imUser(server(), '关注者');
    const b = await imUser(server(), '被关注者');
    await post(server(), '/imapi/user/follow', { userId: b.id }, { token: a.token });
    expect(await post(server(), '/imapi/chat/open', { userId: b.id }, { token: a.token })).toMatchObject({
      code: Code.imNotFriends,
    });
    const fans = dataOf(await get(server(), '/imapi/user/fans', { token: b.token }), relationList);
    expect(fans.map((f) => [f.id, f.following, f.follower])).toEqual([[a.id, false, true]]);
    const notices = (await list(server(), b.token)).find((i) => i.kind === 'notice')!;
    expect(notices).toMatchObject({ count: 1, lastMessage: '关注者 关注了你，回关即可成为好友' });
    await post(server(), '/imapi/user/follow', { userId: a.id }, { token: b.token });
    const address = dataOf(await get(server(), '/imapi/user/friends', { token: a.token }), relationList);
    expect(address.map((f) => f.id)).toEqual([b.id]);
    const found = dataOf(
      await get(server(), '/imapi/user/find', { token: a.token, query: { keyword: '被关注' } }),
      relationList,
    );
    expect(found.map((f) => f.id)).toContain(b.id);
    expect(await post(server(), '/imapi/user/follow', { userId: a.id }, { token: a.token })).toMatchObject({
      code: Code.imSelfTarget,
    });
  });

  it('stores a message before delivering it, once per client id, with unread counts and read marks', async () => {
    const a = await imUser(server(), '发送者');
    const b = await imUser(server(), '接收者');
    const id = await friends(server(), a, b);
    const sa = await open(a.token);
    const sb = await open(b.token);
    const cid = clientId();
    sa.send(ImCode.privateMessage, { id, clientId: cid, text: '今晚看球吗' });
    const ack = (await sa.next(ImCode.sendAck)) as { clientId: string; message: ImMessage };
    expect(ack.message).toMatchObject({ seq: 1, text: '今晚看球吗', code: ImCode.privateMessage });
    const got = (await sb.next(ImCode.privateMessage)) as ImMessage;
    expect(got).toMatchObject({ seq: 1, sender: { id: a.id } });
    sa.send(ImCode.privateMessage, { id, clientId: cid, text: '今晚看球吗' });
    expect(((await sa.next(ImCode.sendAck)) as { message: ImMessage }).message.id).toBe(ack.message.id);

    const bList = await list(server(), b.token);
    expect(item(bList, id)).toMatchObject({ count: 1, messageStatus: 0, lastMessage: '今晚看球吗', name: '发送者' });
    expect(item(await list(server(), a.token), id).count).toBe(0);
    sb.send(ImCode.readMark, { id, seq: 1 });
    expect(await sa.next(ImCode.readMark)).toMatchObject({ id, seq: 1, userId: b.id });
    expect(item(await list(server(), b.token), id).count).toBe(0);

    await post(server(), '/imapi/chat/send', { id, clientId: clientId(), text: '第二条' }, { token: a.token });
    await post(server(), '/imapi/chat/settings', { id, messageStatus: 1 }, { token: b.token });
    const muted = await list(server(), b.token);
    expect(item(muted, id)).toMatchObject({ count: 1, messageStatus: 1 });
    expect(unreadBadge(muted.filter((i) => i.id === id))).toBe(0);
  });

  it('recovers every message after a reconnect, in order, and recalls within 2 minutes', async () => {
    const a = await imUser(server(), '断线者');
    const b = await imUser(server(), '坚持者');
    const id = await friends(server(), a, b);
    const sb = await open(b.token);
    for (let i = 1; i <= 3; i++)
      await post(server(), '/imapi/chat/send', { id, clientId: clientId(), text: `第${i}条` }, { token: b.token });
    const sa = await open(a.token);
    sa.send(ImCode.sync, { since: { [String(id)]: 1 } });
    const synced = (await sa.next(ImCode.sync)) as { list: ImMessage[] };
    expect(synced.list.map((m) => m.text)).toEqual(['第2条', '第3条']);
    const sent = (
      await post(server(), '/imapi/chat/send', { id, clientId: clientId(), text: '撤回我' }, { token: b.token })
    ).data as ImMessage;
    expect(await post(server(), '/imapi/chat/recall', { id, seq: sent.seq }, { token: a.token })).toMatchObject({
      code: Code.forbidden,
    });
    expect((await post(server(), '/imapi/chat/recall', { id, seq: sent.seq }, { token: b.token })).code).toBe(200);
    expect(await sa.next(ImCode.recall)).toEqual({ id, seq: sent.seq });
    const page = dataOf(
      await get(server(), '/imapi/chat/messages', {
        token: a.token,
        query: { id: String(id), before: String(sent.seq) },
      }),
      messagesPage,
    );
    expect(page.list.map((m) => m.seq)).toEqual([1, 2, 3]);
    sb.close();
  });

  it('refuses sensitive words and over-long text with a Chinese message, and stores text as plain text', async () => {
    const a = await imUser(server(), '过滤甲');
    const b = await imUser(server(), '过滤乙');
    const id = await friends(server(), a, b);
    const send = (text: string) =>
      post(server(), '/imapi/chat/send', { id, clientId: clientId(), text }, { token: a.token });
    expect(await send('来玩百家乐')).toMatchObject({
      code: Code.imSensitiveText,
      msg: '消息包含敏感词，请修改后再发送',
    });
    const tooLong = await send('球'.repeat(501));
    expect(tooLong).toMatchObject({ code: Code.validationFailed, msg: 'text: 消息不能超过 500 个字' });
    const html = (await send('<b>加粗</b>')).data as ImMessage;
    expect(html.text).toBe('<b>加粗</b>');
  });

  it('stops messages both ways once either blocks', async () => {
    const a = await imUser(server(), '拉黑者');
    const b = await imUser(server(), '被拉黑');
    const id = await friends(server(), a, b);
    await post(server(), '/imapi/user/block', { userId: b.id, blocked: true }, { token: a.token });
    for (const token of [a.token, b.token])
      expect(
        await post(server(), '/imapi/chat/send', { id, clientId: clientId(), text: '在吗' }, { token }),
      ).toMatchObject({ code: Code.imBlocked });
  });

  it('checks every group role rule on the server and refuses a muted member', async () => {
    const owner = await imUser(server(), '群主大人');
    const admin = await imUser(server(), '副手阿强');
    const member = await imUser(server(), '普通成员');
    await friends(server(), owner, admin);
    await friends(server(), owner, member);
    const gid = await groupOf(server(), owner, '周末球友', [admin, member]);
    const call = (path: string, body: Record<string, unknown>, token: string) =>
      post(server(), `/imapi/group/${path}`, { id: gid, ...body }, { token });

    expect(await call('userRole', { userId: member.id, role: 'admin' }, admin.token)).toMatchObject({
      code: Code.imRoleForbidden,
    });
    expect((await call('userRole', { userId: admin.id, role: 'admin' }, owner.token)).code).toBe(200);
    expect(await call('stopSpeak', { userId: owner.id }, admin.token)).toMatchObject({ code: Code.imRoleForbidden });
    expect(await call('stopSpeak', { userId: admin.id }, member.token)).toMatchObject({ code: Code.imRoleForbidden });
    expect((await call('stopSpeak', { userId: member.id, minutes: 10 }, admin.token)).code).toBe(200);

    const sm = await open(member.token);
    sm.send(ImCode.groupMessage, { id: gid, clientId: clientId(), text: '我要说话' });
    expect(await sm.next(ImCode.refused)).toMatchObject({ code: Code.imMuted });
    expect((await call('speak', { userId: member.id }, admin.token)).code).toBe(200);
    expect((await call('muteAll', { muted: true }, admin.token)).code).toBe(200);
    expect(
      await post(
        server(),
        '/imapi/chat/send',
        { id: gid, clientId: clientId(), text: '全员禁言' },
        { token: member.token },
      ),
    ).toMatchObject({
      code: Code.imMuted,
      msg: '全员禁言中，暂时不能发言',
    });
    expect(
      (
        await post(
          server(),
          '/imapi/chat/send',
          { id: gid, clientId: clientId(), text: '管理员可以说', atInfo: [member.id] },
          { token: admin.token },
        )
      ).code,
    ).toBe(200);
    await call('muteAll', { muted: false }, owner.token);

    const detail = dataOf(
      await get(server(), '/imapi/group/detail', { token: member.token, query: { id: String(gid) } }),
      groupDetail,
    );
    expect(detail.members.map((m) => [m.nickName, m.role])).toEqual([
      ['群主大人', 'owner'],
      ['副手阿强', 'admin'],
      ['普通成员', 'member'],
    ]);
    expect(await call('out', {}, owner.token)).toMatchObject({ code: Code.imOwnerMustTransfer });
    expect(await call('delete', { userId: admin.id }, admin.token)).toMatchObject({ code: Code.imSelfTarget });
    expect((await call('delete', { userId: member.id }, admin.token)).code).toBe(200);
    expect(
      await post(
        server(),
        '/imapi/chat/send',
        { id: gid, clientId: clientId(), text: '还在吗' },
        { token: member.token },
      ),
    ).toMatchObject({
      code: Code.imNotMember,
    });
    expect((await call('transfer', { userId: admin.id }, owner.token)).code).toBe(200);
    expect((await call('out', {}, owner.token)).code).toBe(200);
    const history = dataOf(
      await get(server(), '/imapi/chat/messages', { token: admin.token, query: { id: String(gid) } }),
      messagesPage,
    );
    expect(history.list.map((m) => m.text)).toContain('普通成员 被禁言（10 分钟）');
    const invited = (await list(server(), member.token)).find((i) => i.kind === 'notice')!;
    expect(invited.lastMessage).toBe('群主大人 邀请你加入群聊「周末球友」');
  });
});

const shared = backends().find((b) => b.databaseUrl && b.redisUrl);

describe.runIf(shared)('messages across two instances', () => {
  let a: TestServer;
  let b: TestServer;
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('delivers a message sent on one instance to a socket on the other', async () => {
    a = await startTestServer(shared!);
    b = await startTestServer(shared!, { shareWith: a });
    const alice = await imUser(a, '甲实例');
    const bob = await imUser(a, '乙实例');
    const id = await friends(a, alice, bob);
    const onB = await connectIm(b, bob.token);
    const onA = await connectIm(a, alice.token);
    onA.send(ImCode.privateMessage, { id, clientId: clientId(), text: '跨实例' });
    expect(await onB.next(ImCode.privateMessage)).toMatchObject({ text: '跨实例', seq: 1 });
    expect(item(await list(b, bob.token), id).count).toBe(1);
    onA.close();
    onB.close();
  });
});
