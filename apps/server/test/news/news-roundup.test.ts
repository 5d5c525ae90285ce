import { articleDetail, articlePage } from '@kanqiu/contract';
import { FootballStatus, IncidentType } from '@kanqiu/domain';
import { matchEvents, player, Team } from '@kanqiu/test-factories';
import { describe, expect, it } from 'vitest';
import { writeDueArticles } from '../../src/modules/news/newsroom';
import { createSearchIndex } from '../../src/platform/search';
import { dataOf, get, post } from '../support/api';
import { seedScenario, SCENARIO_NOW } from '../support/football-fixtures';
import { backends } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';

const DAY = 86_400;

/** 英超 round 27, two matches played four days before the scenario's now: a complete round of our own. */
function round27() {
  const kickoff = SCENARIO_NOW - 4 * DAY;
  const spec = { provider: 'fixture', round: '27', season: '2025-26' };
  const arsenal = matchEvents('round27-1', {
    ...spec,
    homeTeamId: Team.arsenal,
    awayTeamId: Team.tottenham,
    kickoffAt: kickoff,
  });
  const united = matchEvents('round27-2', {
    ...spec,
    homeTeamId: Team.manUnited,
    awayTeamId: Team.liverpool,
    kickoffAt: kickoff + 7200,
  });
  return [
    arsenal.upsert,
    united.upsert,
    arsenal.state(FootballStatus.finished),
    arsenal.score([3, 0], [2, 0]),
    arsenal.incident(IncidentType.goal, 'home', 10 * 60, { playerName: '萨卡', score: [1, 0] }),
    arsenal.incident(IncidentType.penaltyGoal, 'home', 40 * 60, { playerName: '萨卡', score: [2, 0] }),
    arsenal.incident(IncidentType.goal, 'home', 70 * 60, { playerName: '哈弗茨', period: 2, score: [3, 0] }),
    arsenal.lineups(
      { starters: [player(1, '拉亚', 1), player(7, '萨卡', 7)], bench: [] },
      { starters: [player(1, '维卡里奥', 1), player(7, '孙兴慜', 7)], bench: [player(9, '理查利森', 9)] },
    ),
    united.state(FootballStatus.finished),
    united.score([1, 1], [0, 0]),
  ];
}

describe.each(backends())('newsroom round-ups on $name', (backend) => {
  const server = useTestServer(backend);

  it('writes one 综述 of a completed league round, with its results, scorers and table', async () => {
    await seedScenario(server());
    await server().ingest.ingest(round27());
    const search = createSearchIndex(server().database);
    await writeDueArticles(server().database.db, search, SCENARIO_NOW);
    await writeDueArticles(server().database.db, search, SCENARIO_NOW);

    const { list } = dataOf(
      await post(server(), '/inform/info/list', { columnId: 1005, page: 1, size: 50 }),
      articlePage,
    );
    const roundUps = list.filter((a) => a.kind === 'roundup');
    // Round 28 is still being played in the scenario: only round 27 has its 综述, once.
    expect(roundUps).toHaveLength(1);
    expect(roundUps[0]).toMatchObject({ generated: true, columnName: '英超', cover: null });
    const detail = dataOf(await get(server(), `/inform/info/${roundUps[0]!.id}`), articleDetail);
    const text = detail.paragraphs.join('\n');
    expect(detail.title).toContain('英超第27轮');
    expect(text).toContain('2场比赛');
    expect(text).toContain('阿森纳 3-0 热刺');
    expect(text).toContain('曼联 1-1 利物浦');
    expect(text).toContain('萨卡（阿森纳）2球');
    expect(text).toContain('哈弗茨（阿森纳）1球');
    expect(text).toMatch(/(升至|继续排名)榜首/);
  });

  it('gives a preview the teams’ most used XI as the expected line-ups, labelled as an estimate', async () => {
    const { list } = dataOf(
      await post(server(), '/inform/info/list', { columnId: 1005, page: 1, size: 50 }),
      articlePage,
    );
    const preview = list.find((a) => a.kind === 'preview' && a.title.includes('热刺'))!;
    const body = dataOf(await get(server(), `/inform/info/${preview.id}`), articleDetail).paragraphs.join('\n');
    expect(body).toMatch(
      /预计首发（按本赛季首发次数最多的11人推算，以赛前官方名单为准）：热刺：(孙兴慜、维卡里奥|维卡里奥、孙兴慜)。/,
    );
    expect(body).not.toContain('理查利森');
  });
});
