import {
  articleCommentPage,
  articleDetail,
  articleLike,
  articlePage,
  newsColumnList,
  viewHistory,
} from '@kanqiu/contract';
import { Code, IncidentType, StatisticType } from '@kanqiu/domain';
import { describe, expect, it } from 'vitest';
import { writeDueArticles } from '../../src/modules/news/newsroom';
import { createSearchIndex } from '../../src/platform/search';
import { dataOf, get, post, registerUser } from '../support/api';
import { seedScenario, SCENARIO_NOW, type ScenarioIds } from '../support/football-fixtures';
import { apiDoc, expectDocumented } from '../support/open-api';
import { backends } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';


const newsRoutes = [
  ['GET', '/inform/column/getColumnByType'],
  ['POST', '/inform/info/list'],
  ['GET', '/inform/info/{id}'],
  ['POST', '/inform/info/{id}/like'],
  ['GET', '/inform/info/{id}/comments'],
  ['POST', '/inform/info/{id}/comments'],
  ['GET', '/user/history'],
  ['POST', '/user/history/clear'],
] as const;

describe.each(backends())('news API on $name', (backend) => {
  const server = useTestServer(backend);
  let ids: ScenarioIds;
  const list = async (columnId: number, page = 1, size = 20) =>
    dataOf(await post(server(), '/inform/info/list', { columnId, page, size }), articlePage);

  it('documents every route and lists it in OpenAPI under the news tag', async () => {
    expect(apiDoc).toContain('GET /inform/info/cover/{id}');
    await expectDocumented(server(), newsRoutes, /^news$/);
  });

  it('lists the columns with 头条 first', async () => {
    const columns = dataOf(
      await get(server(), '/inform/column/getColumnByType', { query: { type: '1' } }),
      newsColumnList,
    );
    expect(columns.map((c) => c.name)).toEqual([
      '头条',
      '足球',
      '篮球',
      '英超',
      '西甲',
      '意甲',
      '德甲',
      '法甲',
      '中超',
      'NBA',
      'CBA',
      '视频',
    ]);
    expect(columns[0]!.id).toBe(1002);
  });

  it('writes a report from a played match whose score and scorers agree with the data', async () => {
    const scenario = await seedScenario(server());
    ids = scenario.ids;
    const m = scenario.matches.liverpoolCity;
    await server().ingest.ingest([
      m.incident(IncidentType.goal, 'home', 9 * 60, { playerName: '萨拉赫', score: [1, 0] }),
      m.incident(IncidentType.ownGoal, 'home', 30 * 60, { playerName: '范戴克', score: [1, 1] }),
      m.incident(IncidentType.penaltyGoal, 'home', 80 * 60, { playerName: '萨拉赫', period: 2, score: [2, 1] }),
      m.statistics(90, { [StatisticType.possession]: [47, 53], [StatisticType.shots]: [12, 14] }),
    ]);
    expect(
      await writeDueArticles(server().database.db, createSearchIndex(server().database), SCENARIO_NOW),
    ).toBeGreaterThan(0);
    // A second pass writes nothing new: one article per match and kind.
    expect(await writeDueArticles(server().database.db, createSearchIndex(server().database), SCENARIO_NOW)).toBe(0);

    const { list: headlines } = await list(1002);
    const report = headlines.find((a) => a.matchId === ids.liverpoolCity && a.kind === 'report')!;
    expect(report).toMatchObject({ generated: true, columnName: '英超' });
    const detail = dataOf(await get(server(), `/inform/info/${report.id}`), articleDetail);
    const body = detail.paragraphs.join('\n');
    expect(body).toContain('2-1');
    expect(body).toContain("萨拉赫（10'）");
    expect(body).toContain("萨拉赫（81'，点球）");
    expect(body).toContain("曼城 范戴克（31'，乌龙）");
    expect(body).toContain('控球率47%对53%');
    // Every opening counts; the count shown is the article's version of this second.
    expect(detail.readCount).toBe(1);
    expect(dataOf(await get(server(), `/inform/info/${report.id}`), articleDetail).readCount).toBe(1);
    server().clock.advance(1);
    expect(dataOf(await get(server(), `/inform/info/${report.id}`), articleDetail).readCount).toBe(3);
    expect(detail.related.length).toBeGreaterThan(0);

    const cover = await fetch(`${server().url}${report.cover}`);
    expect(cover.headers.get('content-type')).toBe('image/webp');
    expect((await cover.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });

  it('serves a column page serialised once a second: a read shows in the list the next second', async () => {
    const before = (await list(1002)).list[0]!;
    await get(server(), `/inform/info/${before.id}`);
    expect((await list(1002)).list[0]).toEqual(before);
    server().clock.advance(1);
    expect((await list(1002)).list[0]!.readCount).toBe(before.readCount + 1);
  });

  it('files articles in their league column and writes previews of the matches to come', async () => {
    const premier = (await list(1005)).list;
    expect(premier.length).toBeGreaterThan(0);
    expect(premier.every((a) => a.columnId === 1005)).toBe(true);
    expect((await list(1006)).list.every((a) => a.columnName === '西甲')).toBe(true);
    const previews = (await list(1002)).list.filter((a) => a.kind === 'preview');
    expect(previews.map((a) => a.matchId)).toContain(ids.bayernLeverkusen);
    expect((await list(1011)).list).toEqual([]);
  });

  it('pages the spec way: page 1 from the top, later pages after it, next while more remain', async () => {
    const all = (await list(1002, 1, 50)).list;
    expect(all.length).toBeGreaterThanOrEqual(3);
    const first = await list(1002, 1, 2);
    const second = await list(1002, 2, 2);
    expect(first.next).toBe(true);
    expect([...first.list, ...second.list].map((a) => a.id)).toEqual(all.slice(0, 4).map((a) => a.id));
    const published = all.map((a) => a.publishedAt);
    expect(published).toEqual(published.toSorted((a, b) => b - a));
    const last = await list(1002, Math.ceil(all.length / 2), 2);
    expect(last.next).toBe(false);
  });

  it('answers clear codes for a bad column, a missing article and bad input', async () => {
    expect((await post(server(), '/inform/info/list', { columnId: 9999 })).code).toBe(Code.notFound);
    expect((await post(server(), '/inform/info/list', { columnId: 'x' })).code).toBe(Code.validationFailed);
    expect((await get(server(), '/inform/info/999999')).code).toBe(Code.articleNotFound);
    expect((await get(server(), '/inform/info/abc')).code).toBe(Code.validationFailed);
  });

  it('counts a like once per user and lets it be taken back', async () => {
    const { list: articles } = await list(1002);
    const id = articles[0]!.id;
    const user = await registerUser(server());
    expect((await post(server(), `/inform/info/${id}/like`, { liked: true })).code).toBe(Code.noToken);
    const like = () => post(server(), `/inform/info/${id}/like`, { liked: true }, { token: user.token });
    expect(dataOf(await like(), articleLike)).toEqual({ liked: true, likeCount: 1 });
    expect(dataOf(await like(), articleLike)).toEqual({ liked: true, likeCount: 1 });
    expect(dataOf(await get(server(), `/inform/info/${id}`, { token: user.token }), articleDetail).liked).toBe(true);
    const undo = await post(server(), `/inform/info/${id}/like`, { liked: false }, { token: user.token });
    expect(dataOf(undo, articleLike)).toEqual({ liked: false, likeCount: 0 });
  });

  it('stores comments as text, refuses blocked words and counts them', async () => {
    const { list: articles } = await list(1002);
    const id = articles[0]!.id;
    const user = await registerUser(server());
    const xss = '<img src=x onerror=alert(1)>好球！';
    expect((await post(server(), `/inform/info/${id}/comments`, { content: xss }, { token: user.token })).code).toBe(
      Code.ok,
    );
    const blocked = await post(
      server(),
      `/inform/info/${id}/comments`,
      { content: '加 微 信看球' },
      { token: user.token },
    );
    expect(blocked.code).toBe(Code.contentSensitive);
    const empty = await post(server(), `/inform/info/${id}/comments`, { content: '   ' }, { token: user.token });
    expect(empty.code).toBe(Code.validationFailed);
    const page = dataOf(await get(server(), `/inform/info/${id}/comments`), articleCommentPage);
    expect(page.list.map((c) => c.content)).toEqual([xss]);
    expect(dataOf(await get(server(), `/inform/info/${id}`), articleDetail).commentCount).toBe(1);
  });

  it('keeps a signed-in reader’s history, newest first, once per article, and clears it', async () => {
    const { list: articles } = await list(1002);
    const [first, second] = articles;
    const user = await registerUser(server());
    expect((await get(server(), '/user/history')).code).toBe(Code.noToken);
    for (const article of [first!, second!, first!]) {
      server().clock.now += 1;
      await get(server(), `/inform/info/${article.id}`, { token: user.token });
    }
    const history = dataOf(await get(server(), '/user/history', { token: user.token }), viewHistory);
    expect(history.list.map((item) => item.title)).toEqual([first!.title, second!.title]);
    expect(history.list[0]).toMatchObject({ kind: 'news', path: `/news/${first!.columnId}/${first!.id}` });
    expect((await post(server(), '/user/history/clear', {}, { token: user.token })).code).toBe(Code.ok);
    expect(dataOf(await get(server(), '/user/history', { token: user.token }), viewHistory).list).toEqual([]);
  });
});
