import { imReportList, messagesPage, type ImReport } from '@kanqiu/contract';
import { Code } from '@kanqiu/domain';
import { describe, expect, it } from 'vitest';
import { dataOf, get, post } from '../support/api';
import { backends, type TestServer } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';
import { friends, imUser, systemNotices, type ImUserFixture } from './im-client';

const adminToken = 'operator-token-for-tests-im-reports';
const asAdmin = { headers: { 'x-admin-token': adminToken } };
let clientIds = 0;
const clientId = () => `r${Date.now()}x${++clientIds}`;
let cases = 0;

const send = (server: TestServer, user: ImUserFixture, id: number, text: string) =>
  post(server, '/imapi/chat/send', { id, clientId: clientId(), text }, { token: user.token });

async function queue(server: TestServer, status = 'open'): Promise<ImReport[]> {
  return dataOf(await get(server, '/admin/im/reports', { ...asAdmin, query: { status } }), imReportList);
}

describe.each(backends())('the operators’ report queue on $name', (backend) => {
  const server = useTestServer(backend, { env: { ADMIN_TOKEN: adminToken } });

  /** A reporter, the user they report, their conversation and the reported message's sequence. */
  async function reported(reason: string) {
    const s = server();
    cases += 1;
    const reporter = await imUser(s, `举报人${cases}`);
    const offender = await imUser(s, `被举报${cases}`);
    const id = await friends(s, reporter, offender);
    const sent = await send(s, offender, id, '加我私聊，带你稳赚不赔');
    const seq = (sent.data as { seq: number }).seq;
    expect((await post(s, '/imapi/chat/report', { id, seq, reason }, { token: reporter.token })).code).toBe(200);
    const report = (await queue(s)).find((r) => r.conversationId === id)!;
    return { s, reporter, offender, id, seq, report };
  }

  it('lists a report with the reported message and its sender, only for operators', async () => {
    const { s, reporter, offender, seq, report } = await reported('广告引流');
    expect(report).toMatchObject({
      reporter: { id: reporter.id },
      target: { id: offender.id },
      seq,
      reason: '广告引流',
      status: 'open',
      action: null,
      message: { text: '加我私聊，带你稳赚不赔' },
    });
    expect((await get(s, '/admin/im/reports')).code).toBe(Code.forbidden);
    expect((await post(s, '/admin/im/reports/resolve', { id: report.id, action: 'dismiss' })).code).toBe(
      Code.forbidden,
    );
  });

  it('deletes the reported message for everyone and tells both sides', async () => {
    const { s, reporter, offender, id, seq, report } = await reported('诈骗');
    const resolved = await post(s, '/admin/im/reports/resolve', { id: report.id, action: 'deleteMessage' }, asAdmin);
    expect(resolved).toMatchObject({ code: 200, data: { closed: 1 } });
    const page = dataOf(
      await get(s, '/imapi/chat/messages', { token: reporter.token, query: { id: String(id) } }),
      messagesPage,
    );
    expect(page.list.find((m) => m.seq === seq)).toMatchObject({ deleted: true, text: '' });
    expect((await systemNotices(s, offender.token)).map((n) => n.title)).toContain('违规处理通知');
    expect((await systemNotices(s, reporter.token)).map((n) => n.body)).toContain(
      '你举报的内容已核实并处理，感谢你维护社区秩序。',
    );
    expect((await queue(s, 'resolved')).find((r) => r.id === report.id)).toMatchObject({ action: 'deleteMessage' });
    expect((await post(s, '/admin/im/reports/resolve', { id: report.id, action: 'dismiss' }, asAdmin)).code).toBe(
      Code.imReportNotFound,
    );
  });

  it('mutes the sender for a time: their sends are refused until it ends', async () => {
    const { s, reporter, offender, id, report } = await reported('辱骂');
    await post(s, '/admin/im/reports/resolve', { id: report.id, action: 'mute', minutes: 60 }, asAdmin);
    expect((await send(s, offender, id, '我还能说话吗')).code).toBe(Code.imSuspended);
    expect((await send(s, reporter, id, '举报人照常发言')).code).toBe(200);
    expect((await systemNotices(s, offender.token)).map((n) => n.body)).toContain(
      '你因发送违规消息被禁言 1 小时，期间不能发送私信和群聊消息。',
    );
    s.clock.advance(61 * 60);
    expect((await send(s, offender, id, '禁言结束了')).code).toBe(200);
  });

  it('bans the sender for good, and dismisses a report without touching anyone', async () => {
    const banned = await reported('色情');
    await post(banned.s, '/admin/im/reports/resolve', { id: banned.report.id, action: 'ban' }, asAdmin);
    banned.s.clock.advance(7 * 86_400);
    expect((await send(banned.s, banned.offender, banned.id, '一周以后')).code).toBe(Code.imSuspended);

    const { s, reporter, offender, id, seq, report } = await reported('误报');
    await post(s, '/admin/im/reports/resolve', { id: report.id, action: 'dismiss' }, asAdmin);
    expect((await send(s, offender, id, '没事')).code).toBe(200);
    const page = dataOf(
      await get(s, '/imapi/chat/messages', { token: reporter.token, query: { id: String(id) } }),
      messagesPage,
    );
    expect(page.list.find((m) => m.seq === seq)?.deleted).toBe(false);
    expect((await systemNotices(s, reporter.token)).map((n) => n.body)).toContain(
      '经核实，你举报的内容暂未发现违规，感谢你的反馈。',
    );
    expect(await systemNotices(s, offender.token)).toEqual([]);
  });
});
