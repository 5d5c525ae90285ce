import { chatBan } from '@kanqiu/contract';
import { Code } from '@kanqiu/domain';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { dataOf, post } from '../support/api';
import { backends } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';
import { fan, send } from './chat-fixtures';

const adminToken = 'operator-token-for-tests-0002';
const asAdmin = { headers: { 'x-admin-token': adminToken } };

describe.each(backends())('operators’ chat bans on $name', (backend) => {
  const server = useTestServer(backend, { env: { DEMO_STREAMS: '0', ADMIN_TOKEN: adminToken } });
  const say = (token: string, group: string) =>
    send(server(), token, { group, clientId: randomUUID(), text: '加我好友' });

  it('bars a user from every group until the ban ends or is lifted', async () => {
    const spammer = await fan(server());
    expect(
      await post(server(), '/admin/chat/ban', { userId: spammer.id, minutes: 60, reason: '刷广告' }),
    ).toMatchObject({ code: Code.forbidden });
    const ban = dataOf(
      await post(server(), '/admin/chat/ban', { userId: spammer.id, minutes: 60, reason: '刷广告' }, asAdmin),
      chatBan,
    );
    expect(ban).toEqual({ userId: spammer.id, bannedUntil: server().clock.now + 3600 });
    for (const group of ['football', 'basketball'])
      expect(await say(spammer.token, group)).toMatchObject({ code: Code.chatBanned, msg: '你已被管理员禁止发言' });

    server().clock.advance(3601);
    expect(await say(spammer.token, 'football')).toMatchObject({ code: Code.ok });

    await post(server(), '/admin/chat/ban', { userId: spammer.id, minutes: 1440, reason: '再犯' }, asAdmin);
    expect(await say(spammer.token, 'basketball')).toMatchObject({ code: Code.chatBanned });
    const lifted = dataOf(
      await post(server(), '/admin/chat/ban', { userId: spammer.id, minutes: 0, reason: '申诉通过' }, asAdmin),
      chatBan,
    );
    expect(lifted.bannedUntil).toBeNull();
    expect(await say(spammer.token, 'basketball')).toMatchObject({ code: Code.ok });
  });

  it('refuses an unknown user and a ban without a reason', async () => {
    expect(
      await post(server(), '/admin/chat/ban', { userId: 999_999, minutes: 10, reason: '广告' }, asAdmin),
    ).toMatchObject({ code: Code.notFound });
    const someone = await fan(server());
    expect(
      await post(server(), '/admin/chat/ban', { userId: someone.id, minutes: 10, reason: ' ' }, asAdmin),
    ).toMatchObject({ status: 400, msg: expect.stringContaining('请填写封禁原因') });
  });
});
