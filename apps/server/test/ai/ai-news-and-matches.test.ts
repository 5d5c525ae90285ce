import { aiAnswer, basketballDetail, type AiAnswer } from '@kanqiu/contract';
import { IncidentType, StatisticType } from '@kanqiu/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { writeDueArticles } from '../../src/modules/news/newsroom';
import { createSearchIndex } from '../../src/platform/search';
import { competitionIds } from '../../src/feed/reference/competition-ids';
import { dataOf, get, post, registerUser } from '../support/api';
import { basketballProviders, seedBasketballReference } from '../support/basketball-fixtures';
import { seedScenario, SCENARIO_NOW, type ScenarioIds } from '../support/football-fixtures';
import { backends, type TestServer } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';
import { ask, matchIdsOf } from './support';

const articleIdsOf = (answer: AiAnswer) => answer.cards.flatMap((c) => (c.kind === 'article' ? [c.articleId] : []));

/** The newest published articles straight from the table: all, of a competition, or of a team's matches. */
async function newestArticles(server: TestServer, about: { competitionId?: number; teamId?: number } = {}) {
  let query = server.database.db
    .selectFrom('news_articles as n')
    .leftJoin('matches as m', 'm.id', 'n.match_id')
    .select(['n.id', 'n.title'])
    .where('n.published_at', '<=', SCENARIO_NOW)
    .orderBy('n.published_at', 'desc')
    .orderBy('n.id', 'desc')
    .limit(5);
  if (about.competitionId !== undefined) query = query.where('n.competition_id', '=', about.competitionId);
  const teamId = about.teamId;
  if (teamId !== undefined) {
    query = query.where((eb) => eb.or([eb('m.home_team_id', '=', teamId), eb('m.away_team_id', '=', teamId)]));
  }
  return query.execute();
}

async function teamId(server: TestServer, name: string): Promise<number> {
  const row = await server.database.db
    .selectFrom('teams')
    .select('id')
    .where('name_zh', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

describe.each(backends())('the AI assistant on news and single matches on $name', (backend) => {
  const server = useTestServer(backend, { env: { AI_QUESTIONS_PER_MINUTE: '10000' } });
  let ids: ScenarioIds;
  beforeAll(async () => {
    const scenario = await seedScenario(server());
    ids = scenario.ids;
    const { liverpoolCity: finished, arsenalChelsea: live } = scenario.matches;
    await server().ingest.ingest([
      finished.incident(IncidentType.goal, 'home', 9 * 60, { playerName: '萨拉赫', score: [1, 0] }),
      finished.incident(IncidentType.ownGoal, 'home', 30 * 60, { playerName: '范戴克', score: [1, 1] }),
      finished.incident(IncidentType.penaltyGoal, 'home', 80 * 60, { playerName: '萨拉赫', period: 2, score: [2, 1] }),
      finished.incident(IncidentType.yellow, 'away', 50 * 60, { playerName: '罗德里', period: 2 }),
      finished.statistics(90, {
        [StatisticType.possession]: [47, 53],
        [StatisticType.shots]: [12, 14],
        [StatisticType.corners]: [4, 7],
      }),
      live.incident(IncidentType.goal, 'home', 20 * 60, { playerName: '萨卡', score: [1, 0] }),
      live.statistics(45, { [StatisticType.possession]: [61, 39] }),
    ]);
    await writeDueArticles(server().database.db, createSearchIndex(server().database), SCENARIO_NOW);
    await seedBasketballReference(server());
    await server().ingest.ingest(basketballProviders(SCENARIO_NOW).bootstrap());
  }, 180_000);

  describe('news', () => {
    it.each([
      ['今天有什么新闻', {}],
      ['英超最新资讯', { competitionId: competitionIds.England }],
    ])('%s: the newest articles of the table, as cards linking to them', async (question, about) => {
      const expected = await newestArticles(server(), about);
      expect(expected.length).toBeGreaterThan(0);
      const answer = await ask(server(), question);
      expect(articleIdsOf(answer)).toEqual(expected.map((a) => a.id));
      for (const article of expected) expect(answer.text).toContain(`《${article.title}》`);
      expect(answer.text).toContain('自动生成');
    });

    it('曼城最新消息: only articles about Manchester City’s matches', async () => {
      const expected = await newestArticles(server(), { teamId: await teamId(server(), '曼城') });
      expect(expected.length).toBeGreaterThan(0);
      const answer = await ask(server(), '曼城最新消息');
      expect(articleIdsOf(answer)).toEqual(expected.map((a) => a.id));
      expect(answer.text).toContain('曼城');
    });

    it('转会新闻: the newsroom writes no transfer news, so it says it has none', async () => {
      const answer = await ask(server(), '转会新闻');
      expect(answer.text).toContain('暂时没有这方面的数据');
      expect(answer.cards).toEqual([]);
    });
  });

  describe('one match’s events and statistics', () => {
    it('利物浦对曼城的比赛谁进球了: the scorers with minutes and scores, from the match’s events', async () => {
      const answer = await ask(server(), '利物浦对曼城的比赛谁进球了');
      expect(matchIdsOf(answer)).toEqual([ids.liverpoolCity]);
      for (const words of ["10' 利物浦 萨拉赫 1:0", "31' 曼城 范戴克（乌龙球） 1:1", "81' 利物浦 萨拉赫（点球） 2:1"]) {
        expect(answer.text).toContain(words);
      }
      expect(answer.text).toContain('共 1 张黄牌');
    });

    it('阿森纳那场比赛谁进球了: the match under way, as it stands', async () => {
      const answer = await ask(server(), '阿森纳那场比赛谁进球了');
      expect(matchIdsOf(answer)).toEqual([ids.arsenalChelsea]);
      expect(answer.text).toContain("21' 阿森纳 萨卡 1:0");
      expect(answer.text).toContain('进行中');
    });

    it('曼城那场比赛的控球率: the latest statistics of its last match', async () => {
      const answer = await ask(server(), '曼城那场比赛的控球率');
      expect(matchIdsOf(answer)).toEqual([ids.liverpoolCity]);
      expect(answer.text).toContain('控球率 47%:53%，射门 12:14，角球 4:7');
    });

    it('那场比赛控球率: the match of the conversation’s earlier question', async () => {
      const fan = await registerUser(server());
      const first = await ask(server(), '利物浦和曼城的比赛谁进球了', fan.token);
      const reply = await post(
        server(),
        '/ai/ask',
        { question: '那场比赛控球率', conversationId: first.conversationId },
        { token: fan.token },
      );
      const answer = dataOf(reply, aiAnswer);
      expect(matchIdsOf(answer)).toEqual([ids.liverpoolCity]);
      expect(answer.text).toContain('控球率 47%:53%');
    });

    it('那场比赛控球率 with nothing named before: asks which match', async () => {
      const answer = await ask(server(), '那场比赛控球率');
      expect(answer.text).toContain('请告诉我是哪场比赛');
      expect(answer.cards).toEqual([]);
    });

    it('a basketball game’s top scorers and statistics come from its box score, labelled 模拟', async () => {
      const game = await server()
        .database.db.selectFrom('matches as m')
        .innerJoin('box_scores as b', 'b.match_id', 'm.id')
        .innerJoin('teams as t', 't.id', 'm.home_team_id')
        .select(['m.id', 't.name_zh'])
        .where('m.sport', '=', 'basketball')
        .where('m.kickoff_at', '<=', SCENARIO_NOW)
        .orderBy('m.kickoff_at', 'desc')
        .executeTakeFirstOrThrow();
      const detail = dataOf(await get(server(), `/live/basket/match/detail/${game.id}`), basketballDetail);
      const best = detail.boxScore!.home.players.toSorted((a, b) => b.points - a.points)[0]!;
      const answer = await ask(server(), `${game.name_zh}那场比赛谁得分最多`);
      expect(matchIdsOf(answer)).toEqual([game.id]);
      expect(answer.text).toContain(`${game.name_zh}得分最高的是${best.name} ${best.points} 分`);
      expect(answer.text).toContain('模拟');
    });
  });
});
