import { randomUUID } from 'node:crypto';
import { chatMessage, chatPage, messagesPage, moderationReportList, type ModerationReport } from '@kanqiu/contract';
import { Code } from '@kanqiu/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { systemNotices, type ImUserFixture } from '../im/im-client';
import { dataOf, get, post } from '../support/api';
import { apiDoc, expectDocumented } from '../support/open-api';
import { backends } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';
import { asAdmin, adminToken, placesOf, type Writer } from './places';

const routes = [
  ['GET', '/admin/moderation/reports'],
  ['POST', '/admin/moderation/reports/resolve'],
] as const;

describe.each(backends())('one report queue for every subject, on $name', (backend) => {
  const server = useTestServer(backend, { env: { DEMO_STREAMS: '0', ADMIN_TOKEN: adminToken } });
  let writer: () => Promise<Writer>;
  let roomId: number;
  let postCode: string;
  let peer: ImUserFixture;
  beforeAll(async () => {
    ({ writer, roomId, postCode, peer } = await placesOf(server()));
  });

  const queue = async (query: Record<string, string> = {}): Promise<ModerationReport[]> =>
    dataOf(await get(server(), '/admin/moderation/reports', { ...asAdmin, query }), moderationReportList).list;
  const resolve = (body: Record<string, unknown>) => post(server(), '/admin/moderation/reports/resolve', body, asAdmin);
  const say = async (w: Writer, text: string) =>
    dataOf(
      await post(server(), '/chat/msg', { group: String(roomId), clientId: randomUUID(), text }, { token: w.token }),
      chatMessage,
    ).id;
  const reportLine = (w: { token: string }, id: number, reason = '垃圾广告') =>
    post(server(), '/chat/report', { group: String(roomId), id, reason }, { token: w.token });
  const lineReport = async (id: number) =>
    (await queue()).find((r) => r.subject?.kind === 'roomChatLine' && r.subject.id === id)!;
  const roomLines = async () =>
    dataOf(await post(server(), '/chat/page', { group: String(roomId), size: 50 }), chatPage).list.map((m) => m.id);

  it('takes a report of a line, a message and a post into one queue, once per fan and subject', async () => {
    const offender = await writer();
    const [a, b] = [await writer(), await writer()];
    const line = await say(offender, '来我直播间看免费高清');
    for (const fan of [a, b, a]) expect((await reportLine(fan, line)).code).toBe(Code.ok);
    expect((await reportLine(a, 999_999)).code).toBe(Code.notFound);
    expect(
      (await post(server(), '/chat/report', { group: String(roomId), id: line, reason: '随便' }, { token: a.token }))
        .code,
    ).toBe(Code.validationFailed);
    const sent = await post(
      server(),
      '/imapi/chat/send',
      { id: offender.conversation, clientId: randomUUID(), text: '私聊带你赚钱' },
      { token: offender.token },
    );
    const seq = (sent.data as { seq: number }).seq;
    expect(
      (
        await post(
          server(),
          '/imapi/chat/report',
          { id: offender.conversation, seq, reason: '诈骗' },
          { token: peer.token },
        )
      ).code,
    ).toBe(Code.ok);
    expect(
      (await post(server(), `/community/posts/${postCode}/report`, { reason: '其他' }, { token: a.token })).code,
    ).toBe(Code.ok);

    expect(await lineReport(line)).toMatchObject({
      subjectKind: 'roomChatLine',
      subject: { group: String(roomId), text: '来我直播间看免费高清', author: { id: offender.id }, removed: false },
      reporter: { id: a.id },
      reports: 2,
      reasons: ['垃圾广告'],
      status: 'pending',
      action: null,
    });
    const kinds = (await queue()).map((r) => r.subjectKind);
    expect(kinds).toEqual(expect.arrayContaining(['roomChatLine', 'imMessage', 'post']));
    const messages = await queue({ subject: 'imMessage' });
    expect(messages.map((r) => r.subjectKind)).toEqual(['imMessage']);
    expect(messages[0]).toMatchObject({
      subject: {
        conversationId: offender.conversation,
        seq,
        message: { text: '私聊带你赚钱' },
        author: { id: offender.id },
      },
      reporter: { id: peer.id },
    });
    expect((await queue({ subject: 'post' }))[0]).toMatchObject({
      subject: { kind: 'post', post: { code: postCode }, hidden: false },
    });
  });

  it('removes a reported line for everyone, with the operator’s note, and blocks a writer in room chat only', async () => {
    const offender = await writer();
    const line = await say(offender, '加我好友送会员');
    await reportLine(await writer(), line);
    const report = await lineReport(line);
    expect(await resolve({ id: report.id, action: 'remove', note: '广告引流' })).toMatchObject({ data: { closed: 1 } });
    expect(await roomLines()).not.toContain(line);
    const done = (await queue({ status: 'actioned', subject: 'roomChatLine' })).find((r) => r.id === report.id);
    expect(done).toMatchObject({ action: 'remove', note: '广告引流', subject: { removed: true } });
    expect(done!.resolvedAt).toEqual(expect.any(Number));
    expect((await resolve({ id: report.id, action: 'dismiss' })).code).toBe(Code.reportNotFound);

    const again = await say(offender, '再来一次');
    await reportLine(await writer(), again);
    expect((await resolve({ id: (await lineReport(again)).id, action: 'block', minutes: 10 })).code).toBe(Code.ok);
    const speak = () =>
      post(
        server(),
        '/chat/msg',
        { group: String(roomId), clientId: randomUUID(), text: '我还能说吗' },
        { token: offender.token },
      );
    expect((await speak()).code).toBe(Code.chatBanned);
    const im = await post(
      server(),
      '/imapi/chat/send',
      { id: offender.conversation, clientId: randomUUID(), text: '私信照常' },
      { token: offender.token },
    );
    expect(im.code).toBe(Code.ok);
    server().clock.advance(10 * 60 + 1);
    expect((await speak()).code).toBe(Code.ok);
  });

  it('erases a reported message and tells both sides; a block with no minutes is for good; a dismissal touches nobody', async () => {
    const offender = await writer();
    const send = (text: string) =>
      post(
        server(),
        '/imapi/chat/send',
        { id: offender.conversation, clientId: randomUUID(), text },
        { token: offender.token },
      );
    const fileReport = async (text: string) => {
      const seq = ((await send(text)).data as { seq: number }).seq;
      await post(
        server(),
        '/imapi/chat/report',
        { id: offender.conversation, seq, reason: '骚扰' },
        { token: peer.token },
      );
      const report = (await queue({ subject: 'imMessage' })).find(
        (r) => r.subject?.kind === 'imMessage' && r.subject.seq === seq,
      )!;
      return { seq, report };
    };
    const dismissed = await fileReport('误会一场');
    await resolve({ id: dismissed.report.id, action: 'dismiss' });
    expect(await systemNotices(server(), offender.token)).toEqual([]);
    expect((await queue({ status: 'dismissed', subject: 'imMessage' }))[0]).toMatchObject({
      id: dismissed.report.id,
      action: 'dismiss',
    });

    const erased = await fileReport('带你稳赚');
    await resolve({ id: erased.report.id, action: 'remove' });
    const page = dataOf(
      await get(server(), '/imapi/chat/messages', { token: peer.token, query: { id: String(offender.conversation) } }),
      messagesPage,
    );
    expect(page.list.find((m) => m.seq === erased.seq)).toMatchObject({ deleted: true, text: '' });
    expect((await systemNotices(server(), offender.token)).map((n) => n.title)).toContain('违规处理通知');
    expect((await systemNotices(server(), peer.token)).map((n) => n.body)).toContain(
      '你举报的内容已核实并处理，感谢你维护社区秩序。',
    );

    const banned = await fileReport('再发一次');
    await resolve({ id: banned.report.id, action: 'block' });
    server().clock.advance(7 * 86_400);
    expect((await send('一周以后')).code).toBe(Code.imSuspended);
    expect((await systemNotices(server(), offender.token)).map((n) => n.body)).toContain(
      '你因多次或严重违规，已被永久禁止发送私信和群聊消息。',
    );
  });

  it('hides a reported post; refuses what a subject cannot take and what only operators may do', async () => {
    const reporter = await writer();
    await post(server(), `/community/posts/${postCode}/report`, { reason: '垃圾广告' }, { token: reporter.token });
    const report = (await queue({ subject: 'post' }))[0]!;
    expect((await post(server(), '/admin/moderation/reports/resolve', { id: report.id, action: 'dismiss' })).code).toBe(
      Code.forbidden,
    );
    expect((await get(server(), '/admin/moderation/reports')).code).toBe(Code.forbidden);
    expect((await resolve({ id: report.id, action: 'hide', note: '待核实' })).code).toBe(Code.ok);
    expect((await get(server(), `/community/posts/${postCode}`)).code).toBe(Code.postHidden);
    expect((await resolve({ id: 0, action: 'dismiss' })).code).toBe(Code.validationFailed);
    expect((await resolve({ id: report.id, action: 'bury' })).code).toBe(Code.validationFailed);

    const line = await say(await writer(), '只有文字');
    await reportLine(await writer(), line);
    expect((await resolve({ id: (await lineReport(line)).id, action: 'hide' })).code).toBe(Code.validationFailed);
  });

  it('documents its routes and lists them in OpenAPI under the admin tag', async () => {
    expect(apiDoc).toContain('POST /chat/report');
    await expectDocumented(server(), routes, /^admin$/);
  });
});
