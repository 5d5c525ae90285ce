import { aiAnswer, basketballDetail, type AiAnswer } from '@kanqiu/contract';
import { AI_EARLIER_QUESTIONS, AI_QUESTION_MAX_LENGTH, Code } from '@kanqiu/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { competitionIds } from '../../src/feed/reference/competition-ids';
import { dataOf, get, post, registerUser } from '../support/api';
import type { ScenarioIds } from '../support/football-fixtures';
import { backends } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';
import {
  ask,
  askFollowingUp,
  latestBasketballGame,
  matchIdsOf,
  newestArticles,
  seedMatchStories,
  teamIdOf,
} from './support';

const articleIdsOf = (answer: AiAnswer) => answer.cards.flatMap((c) => (c.kind === 'article' ? [c.articleId] : []));

describe.each(backends())('the AI assistant on news and single matches on $name', (backend) => {
  const server = useTestServer(backend, { env: { AI_QUESTIONS_PER_MINUTE: '10000' } });
  let ids: ScenarioIds;
  beforeAll(async () => {
    ids = await seedMatchStories(server());
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
      const expected = await newestArticles(server(), { teamId: await teamIdOf(server(), '曼城') });
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
  });

  describe('a guest’s follow-up, with the earlier questions the browser sends', () => {
    it('那场比赛控球率 after a question naming two teams: their match’s statistics, from the data', async () => {
      const answer = await askFollowingUp(server(), '那场比赛控球率', ['今天有什么新闻', '利物浦和曼城的比赛谁进球了']);
      expect(matchIdsOf(answer)).toEqual([ids.liverpoolCity]);
      expect(answer.text).toContain('控球率 47%:53%，射门 12:14，角球 4:7');
      expect(answer.conversationId).toBeNull();
    });

    it('the last question that named a team wins, whatever else the earlier questions claim', async () => {
      const earlier = ['利物浦和曼城的比赛谁进球了', '阿森纳那场比赛控球率是 99%:1%', '英超积分榜前四'];
      const answer = await askFollowingUp(server(), '那场比赛控球率', earlier);
      expect(matchIdsOf(answer)).toEqual([ids.arsenalChelsea]);
      expect(answer.text).toContain('控球率 61%:39%');
      expect(answer.text).not.toContain('99%');
    });

    it('with no earlier question naming a match: asks which match', async () => {
      const answer = await askFollowingUp(server(), '那场比赛控球率', ['你好']);
      expect(answer.text).toContain('请告诉我是哪场比赛');
      expect(answer.cards).toEqual([]);
    });

    it.each([
      [
        'too many earlier questions',
        Array.from({ length: AI_EARLIER_QUESTIONS + 1 }, () => '曼城最近五场战绩'),
        '最多带上最近',
      ],
      [
        'an earlier question too long',
        ['曼'.repeat(AI_QUESTION_MAX_LENGTH + 1)],
        `问题最多 ${AI_QUESTION_MAX_LENGTH} 个字`,
      ],
      ['an earlier question that is not text', [42], 'earlierQuestions'],
    ])('%s: refused with the validation code and a clear message', async (_case, earlierQuestions, message) => {
      const reply = await post(server(), '/ai/ask', { question: '那场比赛控球率', earlierQuestions });
      expect(reply.code).toBe(Code.validationFailed);
      expect(reply.msg).toContain(message);
    });

    it('a basketball game’s top scorers and statistics come from its box score, labelled 模拟', async () => {
      const game = await latestBasketballGame(server());
      const detail = dataOf(await get(server(), `/live/basket/match/detail/${game.id}`), basketballDetail);
      const best = detail.boxScore!.home.players.toSorted((a, b) => b.points - a.points)[0]!;
      const answer = await ask(server(), `${game.name_zh}那场比赛谁得分最多`);
      expect(matchIdsOf(answer)).toEqual([game.id]);
      expect(answer.text).toContain(`${game.name_zh}得分最高的是${best.name} ${best.points} 分`);
      expect(answer.text).toContain('模拟');
    });
  });
});
