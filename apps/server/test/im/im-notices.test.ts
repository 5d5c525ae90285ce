import { imNoteList, messagesPage, releaseNotes, type ImMessage } from '@kanqiu/contract';
import { Code, ImCode, systemNoticeKinds } from '@kanqiu/domain';
import { describe, expect, it } from 'vitest';
import { createMessagesService } from '../../src/modules/im/messages.service';
import { createBlocks } from '../../src/modules/moderation/blocks';
import { createReports } from '../../src/modules/moderation/reports';
import { createTextPolicy } from '../../src/modules/moderation/text-policy';
import { createNoticesService, noticeBatchSize, type SystemNotice } from '../../src/modules/im/notices.service';
import { dataOf, get, post } from '../support/api';
import { backends, type TestServer } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';
import { imUser, noticeBox, seedFans, useImSockets } from './im-client';

const adminToken = 'operator-token-for-tests-im-notes';
const asAdmin = { headers: { 'x-admin-token': adminToken } };

/** The messages door's notice service on the test server's own database and hub (what `use('im')` hands a module). */
function noticesOf(server: TestServer) {
  const blocks = createBlocks(server.database.db, () => server.clock.now);
  const messages = createMessagesService({
    db: server.database.db,
    hub: server.hub,
    clock: () => server.clock.now,
    takeSendAllowance: async () => true,
    inMinorMode: async () => false,
    text: createTextPolicy([]),
    blocks,
    reports: createReports(server.database.db, () => server.clock.now, blocks),
  });
  return createNoticesService({ db: server.database.db, dialect: server.database.dialect, messages });
}

const notice = (key: string): SystemNotice => ({
  key,
  kind: systemNoticeKinds[0],
  title: '你关注的专家「测试专家」发布了新方案',
  body: '阿森纳 vs 切尔西 · 亚盘 · 免费',
  link: '/proposal/detail?code=abc',
});

describe.each(backends())('system notices, 公告 and 版本说明 on $name', (backend) => {
  const server = useTestServer(backend, { env: { ADMIN_TOKEN: adminToken } });
  const open = useImSockets(server);

  it('stores a notice once per key, counts it as unread and delivers it live over the IM socket', async () => {
    const s = server();
    const a = await imUser(s, '通知甲');
    const b = await imUser(s, '通知乙');
    const socket = await open(a.token);
    const notices = noticesOf(s);
    expect(await notices.notify([a.id, b.id, a.id], notice('tip-once'))).toBe(2);
    expect(await notices.notify([a.id, b.id], notice('tip-once'))).toBe(0);

    const live = (await socket.next(ImCode.systemNotice)) as ImMessage;
    expect(live).toMatchObject({
      kind: 'system',
      sender: null,
      notice: { kind: 'expertTip', link: '/proposal/detail?code=abc' },
    });
    const box = (await noticeBox(s, a.token))!;
    expect(box).toMatchObject({ name: '通知', count: 1, lastMessage: notice('x').title });
    const page = dataOf(
      await get(s, '/imapi/chat/messages', { token: a.token, query: { id: String(box.id) } }),
      messagesPage,
    );
    expect(page.list.map((m) => [m.code, m.notice?.body])).toEqual([[ImCode.systemNotice, notice('x').body]]);

    expect(await notices.notify([a.id], notice('tip-twice'))).toBe(1);
    expect((await noticeBox(s, a.token))!.count).toBe(2);
  });

  it('sends to many users in batches, and two racing sends of one event still give each user one notice', async () => {
    const s = server();
    const fans = await seedFans(s, noticeBatchSize * 2 + 30);
    const ids = fans.map((fan) => fan.id);
    const notices = noticesOf(s);
    const [first, second] = await Promise.all([
      notices.notify(ids, notice('tip-many')),
      notices.notify(ids.toReversed(), notice('tip-many')),
    ]);
    expect(first + second).toBe(ids.length);
    const counts = await s.database.db
      .selectFrom('im_messages as g')
      .innerJoin('im_members as m', 'm.conversation_id', 'g.conversation_id')
      .select(['m.user_id', 'g.seq'])
      .where('m.user_id', 'in', ids)
      .where('g.code', '=', ImCode.systemNotice)
      .execute();
    expect(counts).toHaveLength(ids.length);
    expect(new Set(counts.map((row) => row.user_id)).size).toBe(ids.length);
    expect(counts.every((row) => Number(row.seq) === 1)).toBe(true);
    expect((await noticeBox(s, fans[fans.length - 1]!.token))!.count).toBe(1);
  });

  it('lets an operator post a 公告: listed on /message/note and sent to every user as a notice', async () => {
    const s = server();
    const fan = await imUser(s, '公告读者');
    const body = { title: '系统维护通知', body: '今晚 02:00–03:00 进行系统维护，期间消息可能延迟送达。' };
    expect((await post(s, '/admin/im/notes', body)).code).toBe(Code.forbidden);
    const posted = await post(s, '/admin/im/notes', { ...body, link: '/message/version' }, asAdmin);
    expect(posted.code).toBe(200);
    const users = await s.database.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(posted.data).toMatchObject({
      note: { title: body.title, link: '/message/version' },
      delivered: Number(users.n),
    });
    expect((await post(s, '/admin/im/notes', { ...body, link: 'https://evil.example' }, asAdmin)).code).toBe(
      Code.validationFailed,
    );

    const notes = dataOf(await get(s, '/imapi/note/list'), imNoteList);
    expect(notes[0]).toMatchObject({ title: body.title, body: body.body });
    const box = (await noticeBox(s, fan.token))!;
    expect(box).toMatchObject({ count: 1, lastMessage: body.title });
  });

  it('answers the bundled release notes, newest first, with the current version', async () => {
    const notes = dataOf(await get(server(), '/imapi/version/list', { query: { platform: '1' } }), releaseNotes);
    expect(notes.current).toBe(notes.list[0]!.version);
    const dates = notes.list.map((n) => n.date);
    expect(dates).toEqual(dates.toSorted().toReversed());
    expect(notes.list.every((n) => n.items.length > 0)).toBe(true);
  });
});
