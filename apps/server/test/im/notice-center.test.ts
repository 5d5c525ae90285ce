import { noticeListPage, noticeSummary, noticeUnread, type NoticeSummary } from '@kanqiu/contract';
import { Code, FootballStatus, IncidentType, type NoticeGroup } from '@kanqiu/domain';
import { matchEvents } from '@kanqiu/test-factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, get, post } from '../support/api';
import { kickOffAndScore, matchIdOf, seedFootballReference, spoilerFreeMatch } from '../support/football-fixtures';
import { backends, startTestServer, type TestServer } from '../support/test-server';
import { friends, imUser, type ImUserFixture } from './im-client';

/**
 * 通知中心 (docs/decisions/0071-notice-center-on-the-im-notice-box.md): a followed match's alerts land in the notice box of
 * a fan with no socket and no web push, kept on the server and read by group from any device; friends' messages are
 * counted beside them.
 */
describe.each(backends())('the 通知中心 on $name', (backend) => {
  let servers: TestServer[];
  let fan: ImUserFixture;
  const match = matchEvents(`centre-${Date.now()}`, { kickoffAt: Math.floor(Date.now() / 1000) });
  let matchId: number;

  beforeAll(async () => {
    const first = await startTestServer(backend);
    // A second instance on the same database and bus hears every diff too; the notice key files each alert once.
    const second = backend.redisUrl !== undefined ? [await startTestServer(backend, { shareWith: first })] : [];
    servers = [first, ...second];
    await seedFootballReference(first);
    await first.ingest.ingest([match.upsert, match.state(FootballStatus.notStarted), match.score([0, 0])]);
    matchId = await matchIdOf(first, match);
    fan = await imUser(first, '通知球迷');
    await post(first, '/live/match/follow', { matchId, follow: 1 }, { token: fan.token });
  });
  afterAll(async () => {
    for (const server of servers.toReversed()) await server.close();
  });

  const server = () => servers[0]!;
  // Read from the other instance where there is one: any device, any instance.
  const reader = () => servers.at(-1)!;
  const summary = async (token = fan.token) =>
    dataOf(await get(reader(), '/imapi/notice/summary', { token }), noticeSummary);
  const unreadOf = (data: NoticeSummary, group: NoticeGroup) => data.groups.find((g) => g.group === group)!.unread;
  const list = async (group: NoticeGroup, query: Record<string, number> = {}) => {
    const strings = Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)]));
    return dataOf(
      await get(reader(), '/imapi/notice/list', { token: fan.token, query: { group, ...strings } }),
      noticeListPage,
    );
  };
  const until = async (done: () => Promise<boolean>) => {
    const deadline = Date.now() + 5000;
    while (!(await done()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    // Any duplicate another instance would file arrives within this pause.
    await new Promise((r) => setTimeout(r, 300));
  };

  it('refuses a guest', async () => {
    expect((await get(server(), '/imapi/notice/summary')).code).toBe(Code.noToken);
    expect((await post(server(), '/imapi/notice/read', {})).code).toBe(Code.noToken);
  });

  it('files a followed match’s kick-off, goal and red card for a fan with no socket open, once each', async () => {
    const now = Math.floor(Date.now() / 1000);
    await server().ingest.ingest([match.state(FootballStatus.firstHalf, now)]);
    await server().ingest.ingest([
      match.score([1, 0]),
      match.incident(IncidentType.goal, 'home', 1500, { playerName: '萨卡', score: [1, 0] }),
      match.incident(IncidentType.red, 'away', 1600),
    ]);
    await until(async () => unreadOf(await summary(), 'match') >= 3);
    const page = await list('match');
    expect(page.list.map((item) => item.message.notice)).toEqual([
      { kind: 'match', title: '红牌 27', body: '阿森纳 1-0 曼城', link: `/live/zq/detail/${matchId}` },
      { kind: 'match', title: '进球 26', body: '阿森纳 1-0 曼城 · 萨卡', link: `/live/zq/detail/${matchId}` },
      { kind: 'match', title: '比赛开始', body: '阿森纳 vs 曼城', link: `/live/zq/detail/${matchId}` },
    ]);
    expect(page.list.every((item) => item.group === 'match' && !item.read)).toBe(true);
    expect(page.cursor).toBeNull();
    const data = await summary();
    expect(unreadOf(data, 'match')).toBe(3);
    expect(data.groups.find((g) => g.group === 'match')!.latest!.message.notice!.title).toBe('红牌 27');
    // Half time is off by default: nothing filed for it.
    await server().ingest.ingest([match.state(FootballStatus.halfTime)]);
    await new Promise((r) => setTimeout(r, 500));
    expect(unreadOf(await summary(), 'match')).toBe(3);
  });

  it('pages a group by cursor, newest first', async () => {
    const first = await list('match', { size: 2 });
    expect(first.list).toHaveLength(2);
    expect(first.cursor).toBe(first.list[1]!.message.seq);
    const second = await list('match', { size: 2, cursor: first.cursor! });
    expect(second.list.map((item) => item.message.notice!.title)).toEqual(['比赛开始']);
    expect(second.cursor).toBeNull();
  });

  it('counts a friend’s messages beside the notices, and the total for the 我的 badge', async () => {
    const friend = await imUser(server(), '好友乙');
    const chat = await friends(server(), friend, fan);
    await post(
      server(),
      '/imapi/chat/send',
      { id: chat, clientId: `c${Date.now()}a`, text: '看比赛了吗' },
      { token: friend.token },
    );
    await post(
      server(),
      '/imapi/chat/send',
      { id: chat, clientId: `c${Date.now()}b`, text: '进球了！' },
      { token: friend.token },
    );
    const data = await summary();
    expect(data.chat).toBe(2);
    expect(unreadOf(data, 'social')).toBeGreaterThanOrEqual(1);
    const groups = data.groups.reduce((sum, group) => sum + group.unread, 0);
    expect(data.total).toBe(groups + 2);
    expect(dataOf(await get(reader(), '/imapi/notice/unread', { token: fan.token }), noticeUnread)).toEqual({
      total: data.total,
    });
  });

  it('marks one group read, then all, on every device', async () => {
    const before = await summary();
    expect((await post(server(), '/imapi/notice/read', { group: 'match' }, { token: fan.token })).code).toBe(200);
    const after = await summary();
    expect(unreadOf(after, 'match')).toBe(0);
    expect(unreadOf(after, 'social')).toBe(unreadOf(before, 'social'));
    expect(after.total).toBe(before.total - 3);
    expect((await list('match')).list.every((item) => item.read)).toBe(true);

    await post(server(), '/imapi/notice/read', {}, { token: fan.token });
    const none = await summary();
    expect(none.groups.every((group) => group.unread === 0)).toBe(true);
    // Marking notices read leaves the friends' messages to their chat.
    expect(none.total).toBe(none.chat);
    expect(none.chat).toBe(2);
  });

  it('files only the kick-off of a match the fan keeps spoiler-free', async () => {
    const quiet = await imUser(server(), '防剧透球迷');
    const other = await spoilerFreeMatch(server(), `centre-quiet-${Date.now()}`, quiet.token);
    await kickOffAndScore(server(), other);
    await until(async () => unreadOf(await summary(quiet.token), 'match') >= 1);
    await new Promise((r) => setTimeout(r, 300));
    const page = dataOf(
      await get(reader(), '/imapi/notice/list', { token: quiet.token, query: { group: 'match' } }),
      noticeListPage,
    );
    expect(page.list.map((item) => item.message.notice!.title)).toEqual(['比赛开始']);
  });
});
