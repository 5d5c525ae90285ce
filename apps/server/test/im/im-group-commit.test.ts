import { messagesPage, type ImMessage } from '@kanqiu/contract';
import { Code, ImCode } from '@kanqiu/domain';
import { describe, expect, it } from 'vitest';
import { dataOf, get, post } from '../support/api';
import { backends } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';
import { friends, groupOf, imUser, useImSockets } from './im-client';

const perSender = 6;

/** Many senders at once (their sends share commits): each message numbered once, in order, resends answered. */
describe.each(backends())('messages stored together (group commit) on $name', (backend) => {
  const server = useTestServer(backend);
  const open = useImSockets(server);

  it('numbers a burst from many sockets without gaps or doubles, and answers resends with the first', async () => {
    const owner = await imUser(server(), '群主');
    const members = [await imUser(server(), '一号'), await imUser(server(), '二号'), await imUser(server(), '三号')];
    for (const member of members) await friends(server(), owner, member);
    const gid = await groupOf(server(), owner, '并发测试群', members);
    const peer = await imUser(server(), '私聊对象');
    const direct = await friends(server(), owner, peer);
    const senders = [owner, ...members];
    const before = dataOf(
      await get(server(), '/imapi/chat/messages', { token: owner.token, query: { id: String(gid) } }),
      messagesPage,
    );
    const floor = before.list.at(-1)!.seq;

    const sockets = await Promise.all(senders.map((sender) => open(sender.token)));
    sockets.forEach((socket, s) => {
      for (let k = 0; k < perSender; k++)
        socket.send(ImCode.groupMessage, { id: gid, clientId: `burst-${s}-${k}`, text: `${s}号第${k}条` });
      socket.send(ImCode.groupMessage, { id: gid, clientId: `burst-${s}-0`, text: `${s}号第0条` });
    });
    const directSends = Array.from({ length: 4 }, (_, k) =>
      post(
        server(),
        '/imapi/chat/send',
        { id: direct, clientId: `direct-${k}`, text: `私聊${k}` },
        { token: owner.token },
      ),
    );
    const acks = await Promise.all(
      sockets.map(async (socket) => {
        const mine: ImMessage[] = [];
        for (let k = 0; k <= perSender; k++)
          mine.push(((await socket.next(ImCode.sendAck)) as { message: ImMessage }).message);
        return mine;
      }),
    );
    const directReplies = await Promise.all(directSends);

    for (const mine of acks) {
      expect(mine.at(-1)!.id).toBe(mine[0]!.id);
      const seqs = mine.slice(0, perSender).map((m) => m.seq);
      expect(seqs).toEqual(seqs.toSorted((a, b) => a - b));
    }
    const page = dataOf(
      await get(server(), '/imapi/chat/messages', { token: owner.token, query: { id: String(gid), size: '50' } }),
      messagesPage,
    );
    const burst = page.list.filter((m) => m.seq > floor);
    expect(burst.map((m) => m.seq)).toEqual(
      Array.from({ length: senders.length * perSender }, (_, k) => floor + 1 + k),
    );
    expect(new Set(burst.map((m) => m.clientId)).size).toBe(senders.length * perSender);
    expect(burst.find((m) => m.clientId === 'burst-2-3')).toMatchObject({
      text: '2号第3条',
      sender: { id: members[1]!.id },
    });

    expect(directReplies.map((reply) => reply.code)).toEqual([Code.ok, Code.ok, Code.ok, Code.ok]);
    const directSeqs = directReplies.map((reply) => (reply.data as ImMessage).seq).toSorted((a, b) => a - b);
    expect(directSeqs).toEqual([1, 2, 3, 4]);
    // The operator's figures count each stored text once (the resends are not stored again) and time its commit.
    const figures = await server().metrics.text();
    expect(figures).toContain(
      `kanqiu_im_messages_total{kind="text"} ${senders.length * perSender + directSeqs.length}\n`,
    );
    expect(figures).toMatch(/kanqiu_im_commit_seconds_count [1-9]/);
  });

  it('answers a resend with the first message even once the sender is muted', async () => {
    const owner = await imUser(server(), '管事的');
    const member = await imUser(server(), '话多的');
    await friends(server(), owner, member);
    const gid = await groupOf(server(), owner, '禁言重发群', [member]);
    const first = await post(
      server(),
      '/imapi/chat/send',
      { id: gid, clientId: 'before-mute', text: '先说一句' },
      { token: member.token },
    );
    await post(server(), '/imapi/group/stopSpeak', { id: gid, userId: member.id, minutes: 10 }, { token: owner.token });
    const resent = await post(
      server(),
      '/imapi/chat/send',
      { id: gid, clientId: 'before-mute', text: '先说一句' },
      { token: member.token },
    );
    expect((resent.data as ImMessage).id).toBe((first.data as ImMessage).id);
    const fresh = await post(
      server(),
      '/imapi/chat/send',
      { id: gid, clientId: 'after-mute', text: '再说一句' },
      { token: member.token },
    );
    expect(fresh.code).toBe(Code.imMuted);
  });
});
