import { chatEvent, chatMessage, chatPage, chatToken } from '@kanqiu/contract';
import { chatRateLimit, Code, matchChatGroup } from '@kanqiu/domain';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataOf, post } from '../support/api';
import { seedScenario } from '../support/football-fixtures';
import { eventually, type HubClient } from '../support/hub-client';
import { backends } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';
import { fan, listen, send } from './chat-fixtures';

const adminToken = 'operator-token-for-tests-0042';
const messagesOn = (client: HubClient) =>
  client
    .takeDiffs()
    .map((diff) => chatEvent.parse(diff.data))
    .flatMap((event) => (event.kind === 'message' ? [event.message] : []));

/** A match's chat (`match-<id>`): the match page and its 动画直播 room talk in it. */
describe.each(backends())('match chat on $name', (backend) => {
  const server = useTestServer(backend, {
    env: { DEMO_STREAMS: '0', ADMIN_TOKEN: adminToken, CHAT_BLOCKED_WORDS: '黑哨' },
  });
  let group: string;
  let otherGroup: string;

  beforeAll(async () => {
    const { ids } = await seedScenario(server());
    group = matchChatGroup(ids.arsenalChelsea);
    otherGroup = matchChatGroup(ids.madridBarcelona);
  });

  const say = (token: string, text: string, to = group) =>
    send(server(), token, { group: to, clientId: randomUUID(), text });

  it('exists while its match does: a token and channel for a known match, not found for an unknown one', async () => {
    const issued = dataOf(await post(server(), `/chat/getToken?group=${group}`, {}), chatToken);
    expect(issued.channel).toBe(`chat:${group}`);
    expect(await post(server(), `/chat/getToken?group=${matchChatGroup(999_999)}`, {})).toMatchObject({
      code: Code.notFound,
      msg: '比赛不存在',
    });
    expect(await post(server(), '/chat/page', { group: matchChatGroup(999_999) })).toMatchObject({
      code: Code.notFound,
    });
    expect(await post(server(), '/chat/getToken?group=match-0', {})).toMatchObject({ status: 400, data: null });
  });

  it('carries two fans’ lines to a guest on the socket and keeps them as the group’s own history', async () => {
    const guest = await listen(server(), group);
    const [a, b] = [await fan(server()), await fan(server())];
    expect(await post(server(), '/chat/msg', { group, clientId: randomUUID(), text: '好球' })).toMatchObject({
      code: Code.noToken,
    });
    const first = dataOf(await say(a.token, '阿森纳今天状态真好'), chatMessage);
    const second = dataOf(await say(b.token, '切尔西还有机会'), chatMessage);
    expect(first).toMatchObject({ group, sender: { id: a.id, anchor: false } });
    await eventually(() => guest.received.filter((m) => m.op === 'diff').length === 2);
    expect(messagesOn(guest)).toEqual([first, second]);
    guest.socket.close();

    const page = dataOf(await post(server(), '/chat/page', { group }), chatPage);
    expect(page.list.map((m) => m.text)).toEqual(['切尔西还有机会', '阿森纳今天状态真好']);
    dataOf(await say(a.token, '皇马加油', otherGroup), chatMessage);
    const other = dataOf(await post(server(), '/chat/page', { group: otherGroup }), chatPage);
    expect(other.list.map((m) => m.text)).toEqual(['皇马加油']);
  });

  it('refuses sensitive text, a fan over the send limit and a banned fan', async () => {
    const me = await fan(server());
    expect(await say(me.token, '这裁判是黑哨')).toMatchObject({ code: Code.chatTextSensitive, data: null });
    const codes: number[] = [];
    for (let i = 0; i <= chatRateLimit.max; i++) codes.push((await say(me.token, `第 ${i} 条`)).code);
    expect(codes).toEqual([...Array<number>(chatRateLimit.max).fill(Code.ok), Code.chatTooFast]);

    const spammer = await fan(server());
    const banBody = { userId: spammer.id, minutes: 60, reason: '刷广告' };
    await post(server(), '/admin/chat/ban', banBody, { headers: { 'x-admin-token': adminToken } });
    expect(await say(spammer.token, '来看比赛')).toMatchObject({ code: Code.chatBanned, msg: '你已被管理员禁止发言' });
    const page = dataOf(await post(server(), '/chat/page', { group, size: 100 }), chatPage);
    expect(page.list.some((m) => m.sender?.id === spammer.id || m.text.includes('黑哨'))).toBe(false);
  });

  it('has no anchor: nobody mutes, deletes or sets its 公告', async () => {
    const me = await fan(server());
    const line = dataOf(await say(me.token, '中场休息了'), chatMessage);
    expect(await post(server(), '/chat/delete', { group, id: line.id }, { token: me.token })).toMatchObject({
      code: Code.forbidden,
    });
    expect(
      await post(server(), '/chat/mute', { group, userId: me.id, minutes: 10 }, { token: me.token }),
    ).toMatchObject({ code: Code.forbidden });
  });
});
