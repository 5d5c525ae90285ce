import { articleCommentPage, articleDetail, editorialSaved, roomDetail, roomPage } from '@kanqiu/contract';
import { IncidentType } from '@kanqiu/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, get, post, registerUser } from '../support/api';
import { seedScenario, type Scenario, type ScenarioIds } from '../support/football-fixtures';
import { certifiedUser, openRoom } from '../rooms/room-fixtures';
import { eventually } from '../support/hub-client';
import { BUS_WAIT_MS } from '../support/read-cache';
import { backends, startTestServer, type Backend, type TestServer } from '../support/test-server';

/**
 * A cached answer never outlives its data (docs/decisions/0055-one-read-cache.md). Every read below is cached first
 * (read twice), then a write changes what it shows, and the very next read shows the change; with two instances on
 * PostgreSQL and Redis the write is made on one and read on the other, as soon as the bus has told it.
 */
const adminToken = 'reads-follow-writes-admin-token-0123';
const asAdmin = { headers: { 'x-admin-token': adminToken } };

type Envelope = { code: number; data: unknown };
const read = async (server: TestServer, path: string) => ((await get(server, path)) as Envelope).data as never;

/** The reads a fan following a match makes, each read twice so the second comes from memory. */
async function matchReads(server: TestServer, id: number) {
  const paths = {
    navigation: `/live/fb/match/live/navigation/${id}`,
    textLive: `/live/fb/match/live/textLive/${id}`,
    odds: `/live/odds/${id}?type=1`,
    oddsHistory: `/live/odds/history/${id}?type=1&companyId=1`,
    list: '/live/football/v1_1/live',
  };
  const entries = await Promise.all(
    Object.entries(paths).map(async ([name, path]) => {
      await read(server, path);
      return [name, await read(server, path)] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<keyof typeof paths, never>;
}

type MatchView = Awaited<ReturnType<typeof matchReads>>;
const scoreOf = (views: MatchView) => (views.navigation as { score: number[] }).score;
const eventTypes = (views: MatchView) => (views.textLive as { events: { type: number }[] }).events.map((e) => e.type);
const listScore = (views: MatchView, id: number) =>
  (views.list as { list: { id: number; score: number[] }[] }).list.find((row) => row.id === id)?.score;
const currentOdds = (views: MatchView) =>
  (views.odds as { list: { companyId: number; current: number[] }[] }).list.find((row) => row.companyId === 1)?.current;
const historyLength = (views: MatchView) => (views.oddsHistory as { list: unknown[] }).list.length;

async function writeArticle(server: TestServer): Promise<number> {
  const body = { columnId: 1005, title: '阿森纳冬窗计划', markdown: '阿森纳计划引进一名中后卫。' };
  return dataOf(await post(server, '/admin/news/articles', body, asAdmin), editorialSaved).id;
}

function footballWrites(matches: Scenario) {
  const m = matches.arsenalChelsea;
  return {
    goal: [m.score([2, 0]), m.incident(IncidentType.goal, 'home', 30 * 60)],
    card: [m.incident(IncidentType.yellow, 'away', 31 * 60)],
    oddsMove: [m.odds(1, 'asia', 'live', [0.77, 1.25, 1.11], Date.parse('2026-03-14T12:01:00Z') / 1000)],
  };
}

describe.each(backends())('cached reads follow every write on $name', (backend: Backend) => {
  let server: TestServer;
  let ids: ScenarioIds;
  let matches: Scenario;
  beforeAll(async () => {
    server = await startTestServer(backend, { env: { ADMIN_TOKEN: adminToken } });
    ({ ids, matches } = await seedScenario(server));
  });
  afterAll(() => server.close());

  it('shows a goal, a card and an odds move in every read of the match at once', async () => {
    const id = ids.arsenalChelsea;
    const writes = footballWrites(matches);
    const before = await matchReads(server, id);

    await server.ingest.ingest(writes.goal);
    const afterGoal = await matchReads(server, id);
    expect(scoreOf(afterGoal)).toEqual([2, 0]);
    expect(listScore(afterGoal, id)).toEqual([2, 0]);
    expect(eventTypes(afterGoal).length).toBe(eventTypes(before).length + 1);

    await server.ingest.ingest(writes.card);
    expect(eventTypes(await matchReads(server, id))).toContain(IncidentType.yellow);

    await server.ingest.ingest(writes.oddsMove);
    const afterOdds = await matchReads(server, id);
    expect(currentOdds(afterOdds)).toEqual([0.77, 1.25, 1.11]);
    expect(historyLength(afterOdds)).toBe(historyLength(before) + 1);
  });

  it('shows a comment and a like on the article and its comments at once', async () => {
    const id = await writeArticle(server);
    const detail = async () => dataOf(await get(server, `/inform/info/${id}`), articleDetail);
    const comments = async () => dataOf(await get(server, `/inform/info/${id}/comments`), articleCommentPage);
    await detail();
    const [before] = [await detail(), await comments(), await comments()];
    const fan = await registerUser(server);

    expect(
      (await post(server, `/inform/info/${id}/comments`, { content: '期待新援' }, { token: fan.token })).code,
    ).toBe(200);
    expect((await comments()).list.map((comment) => comment.content)).toEqual(['期待新援']);
    expect((await detail()).commentCount).toBe(before.commentCount + 1);

    expect((await post(server, `/inform/info/${id}/like`, { liked: true }, { token: fan.token })).code).toBe(200);
    expect((await detail()).likeCount).toBe(before.likeCount + 1);
    // The fan sees their own like; a guest's answer stays the shared one.
    expect(dataOf(await get(server, `/inform/info/${id}`, { token: fan.token }), articleDetail).liked).toBe(true);
    expect((await detail()).liked).toBe(false);
  });

  it('shows a room’s new title on its page and in the lists at once', async () => {
    const anchor = await certifiedUser(server);
    const opened = await openRoom(server, anchor.token, { title: '开球前瞻', category: 1 });
    const roomId = opened.room!.id;
    const page = async () => dataOf(await get(server, `/vlive/room/${roomId}`), roomDetail).title;
    const list = async () =>
      dataOf(await get(server, '/vlive/room/list', { query: { type: '1' } }), roomPage).list.find(
        (r) => r.id === roomId,
      )?.title;
    expect([await page(), await page(), await list(), await list()]).toEqual([
      '开球前瞻',
      '开球前瞻',
      '开球前瞻',
      '开球前瞻',
    ]);
    await openRoom(server, anchor.token, { title: '下半场直播', category: 1 });
    expect([await page(), await list()]).toEqual(['下半场直播', '下半场直播']);
  });
});

const shared = backends().find((backend) => backend.databaseUrl && backend.redisUrl);

describe.runIf(shared)('two instances: a write on one shows on the other', () => {
  let a: TestServer;
  let b: TestServer;
  let ids: ScenarioIds;
  let matches: Scenario;
  beforeAll(async () => {
    a = await startTestServer(shared!, { env: { ADMIN_TOKEN: adminToken } });
    b = await startTestServer(shared!, { shareWith: a, env: { ADMIN_TOKEN: adminToken } });
    ({ ids, matches } = await seedScenario(a));
    b.clock.now = a.clock.now;
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('a goal and an odds move ingested on one instance show in the other’s cached reads', async () => {
    const id = ids.arsenalChelsea;
    const writes = footballWrites(matches);
    await matchReads(b, id);
    const hitsBefore = b.answerMemory.hits();
    await matchReads(b, id);
    expect(b.answerMemory.hits()).toBeGreaterThan(hitsBefore);

    await a.ingest.ingest([...writes.goal, ...writes.oddsMove]);
    await eventually(async () => {
      const views = await matchReads(b, id);
      return (
        String(scoreOf(views)) === '2,0' &&
        String(listScore(views, id)) === '2,0' &&
        String(currentOdds(views)) === '0.77,1.25,1.11'
      );
    }, BUS_WAIT_MS);
  });

  it('a comment and a room’s title changed on one instance show on the other', async () => {
    const id = await writeArticle(a);
    const comments = async () => dataOf(await get(b, `/inform/info/${id}/comments`), articleCommentPage).list.length;
    await comments();
    const fan = await registerUser(a);
    await post(a, `/inform/info/${id}/comments`, { content: '期待新援' }, { token: fan.token });
    await eventually(async () => (await comments()) === 1, BUS_WAIT_MS);

    const anchor = await certifiedUser(a);
    const roomId = (await openRoom(a, anchor.token, { title: '开球前瞻', category: 1 })).room!.id;
    const title = async () => dataOf(await get(b, `/vlive/room/${roomId}`), roomDetail).title;
    expect(await title()).toBe('开球前瞻');
    await openRoom(a, anchor.token, { title: '下半场直播', category: 1 });
    await eventually(async () => (await title()) === '下半场直播', BUS_WAIT_MS);
  });
});
