import {
  oddsList,
  competitionDetail,
  basketballCompetitionDetail,
  playerDetail,
  teamDetail,
  type AiAnswer,
} from '@kanqiu/contract';
import type { Sport } from '../../src/modules/ai/lexicon';
import { Team } from '@kanqiu/test-factories';
import { beforeAll, describe, expect, it } from 'vitest';
import { competitionIds } from '../../src/feed/reference/competition-ids';
import { get } from '../support/api';
import { seedScenario } from '../support/football-fixtures';
import { backends, type TestServer } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';
import { ask, dayMatchIds, matchIdsOf } from './support';

/** Where each match card stands: under way first, then to come, then results. */
const STATUS_RANK: Readonly<Record<string, number>> = { 进行中: 0, 未开赛: 1 };
const statusOrder = (answer: AiAnswer) =>
  answer.cards.flatMap((c) => (c.kind === 'match' ? [STATUS_RANK[c.status] ?? 2] : []));

async function scoreOf(server: TestServer, matchId: number): Promise<string> {
  const row = await server.database.db
    .selectFrom('matches')
    .select(['home_score', 'away_score'])
    .where('id', '=', matchId)
    .executeTakeFirstOrThrow();
  return `${row.home_score}:${row.away_score}`;
}

/** The id of a team or player by its Chinese name; a name two players share is the one of `sport`. */
async function idOf(server: TestServer, table: 'teams' | 'players', name: string, sport?: Sport): Promise<number> {
  const query =
    table === 'teams'
      ? server.database.db.selectFrom('teams').select('id').where('name_zh', '=', name)
      : server.database.db
          .selectFrom('players')
          .select('id')
          .where('name', '=', name)
          .$if(sport !== undefined, (players) => players.where('sport', '=', sport!));
  return (await query.executeTakeFirstOrThrow()).id;
}

describe.each(backends())('the AI assistant answers from the data on $name', (backend) => {
  const server = useTestServer(backend, { env: { AI_QUESTIONS_PER_MINUTE: '10000' } });
  beforeAll(async () => {
    const { matches } = await seedScenario(server());
    const next = matches.cityTottenham;
    await server().ingest.ingest([
      next.odds(1, 'euro', 'open', [1.5, 4.1, 6], next.upsert.kickoffAt - 86_400),
      next.odds(1, 'euro', 'pre', [1.45, 4.2, 6.5], next.upsert.kickoffAt - 3600),
    ]);
  }, 120_000);

  const database = async <T>(path: string, parse: (data: unknown) => T) => parse((await get(server(), path)).data);
  const table = (id: number) => database(`/database/competition/${id}`, (d) => competitionDetail.parse(d));
  const team = (id: number) => database(`/database/team/${id}`, (d) => teamDetail.parse(d));
  const player = (id: number) => database(`/database/player/${id}`, (d) => playerDetail.parse(d));
  const mentionsAll = (answer: AiAnswer, words: readonly string[]) => {
    for (const word of words) expect(answer.text).toContain(word);
  };

  describe('fixtures and results by day', () => {
    it.each([
      ['今天有哪些比赛', 0],
      ['今晚有什么比赛', 0],
      ['明天有什么比赛', 1],
      ['明晚有哪些比赛', 1],
      ['昨天的比赛结果', -1],
      ['周日有哪些比赛', 1],
      ['下周六有什么比赛', 7],
      ['后天有比赛吗', 2],
    ])('%s: every listed match of the day, as cards', async (question, offset) => {
      const expected = await dayMatchIds(server(), offset);
      const answer = await ask(server(), question);
      expect(matchIdsOf(answer).toSorted()).toEqual(expected.toSorted());
      expect(statusOrder(answer)).toEqual(statusOrder(answer).toSorted());
      if (expected.length > 0) expect(answer.text).toContain(`${expected.length} 场`);
      else expect(answer.text).toContain('没有比赛');
    });

    it.each([
      ['今晚有哪些英超比赛？', 0, competitionIds.England],
      ['今天的意甲比分', 0, competitionIds.Italy],
      ['明天的西甲', 1, competitionIds.Spain],
      ['今天德甲有什么比赛', 0, competitionIds.Germany],
    ])('%s: only that competition', async (question, offset, competitionId) => {
      const answer = await ask(server(), question);
      const expected = await dayMatchIds(server(), offset, { competitionId });
      expect(matchIdsOf(answer).toSorted()).toEqual(expected.toSorted());
      expect(matchIdsOf(answer).length).toBeGreaterThan(0);
    });

    it('曼城明天踢谁: the team’s match of that day with its opponent and kick-off', async () => {
      const [matchId] = await dayMatchIds(server(), 1, { teamId: Team.manCity });
      const answer = await ask(server(), '曼城明天踢谁');
      expect(matchIdsOf(answer)).toEqual([matchId]);
      mentionsAll(answer, ['热刺', '主场迎战', '明天']);
    });

    it('热刺昨天赢了吗: the result, with the score from the database', async () => {
      const [matchId] = await dayMatchIds(server(), -1, { teamId: Team.tottenham });
      const answer = await ask(server(), '热刺昨天赢了吗');
      expect(matchIdsOf(answer)).toEqual([matchId]);
      mentionsAll(answer, [await scoreOf(server(), matchId as number), '战平', '曼联']);
    });
  });

  describe('live scores', () => {
    it.each([
      ['现在有哪些比赛正在进行', undefined],
      ['正在直播的比赛比分', undefined],
      ['英超现在的比分', competitionIds.England],
    ])('%s: the live matches with their scores', async (question, competitionId) => {
      const today = await dayMatchIds(server(), 0, competitionId ? { competitionId } : {});
      const answer = await ask(server(), question);
      const live = matchIdsOf(answer);
      expect(live.length).toBeGreaterThan(0);
      for (const id of live) {
        expect(today).toContain(id);
        expect(answer.text).toContain(await scoreOf(server(), id));
      }
      for (const card of answer.cards) expect(card.kind === 'match' && card.status).toBe('进行中');
    });
  });

  describe('a team’s next match and form', () => {
    it.each(['蓝月亮下一场踢谁', '曼城什么时候比赛', '曼城下一轮对手是谁'])('%s: 曼城 v 热刺', async (question) => {
      const [matchId] = await dayMatchIds(server(), 1, { teamId: Team.manCity });
      const answer = await ask(server(), question);
      expect(matchIdsOf(answer)).toEqual([matchId]);
      mentionsAll(answer, ['曼城', '热刺', '英超']);
    });

    it.each(['曼城最近五场战绩', '曼城最近状态怎么样', '蓝月亮近5场'])(
      '%s: the finished matches and the season’s last five from the 资料库',
      async (question) => {
        const [lost] = await dayMatchIds(server(), 0, { teamId: Team.manCity });
        const answer = await ask(server(), question);
        expect(matchIdsOf(answer)).toEqual([lost]);
        const form = (await team(Team.manCity)).standing?.form ?? [];
        const words = { win: '胜', draw: '平', loss: '负' } as const;
        mentionsAll(answer, ['0胜0平1负', form.map((r) => words[r]).join('')]);
      },
    );

    it('阿森纳下一场: the soonest fixture, live ones first', async () => {
      const answer = await ask(server(), '阿森纳下一场比赛什么时候');
      const [live] = await dayMatchIds(server(), 0, { teamId: Team.arsenal });
      expect(matchIdsOf(answer)).toEqual([live]);
      expect(answer.text).toContain('正在比赛');
    });
  });

  describe('standings and scorers from the 资料库', () => {
    it.each([
      ['英超积分榜前四', competitionIds.England, 4],
      ['西甲积分榜', competitionIds.Spain, 5],
      ['德甲排名前三', competitionIds.Germany, 3],
      ['意甲前六名', competitionIds.Italy, 6],
      ['法甲榜首是谁', competitionIds.France, 5],
    ])('%s: the table’s top rows with their points', async (question, competitionId, rows) => {
      const expected = (await table(competitionId)).standings[0]?.rows.slice(0, rows) ?? [];
      const answer = await ask(server(), question);
      const card = answer.cards[0];
      expect(card?.kind).toBe('standings');
      if (card?.kind !== 'standings') return;
      expect(card.rows.map((r) => [r.rank, r.team, r.points])).toEqual(
        expected.map((r) => [r.rank, r.team.name, r.points]),
      );
      mentionsAll(
        answer,
        expected.map((r) => `${r.team.name}（${r.points} 分）`),
      );
    });

    it.each([
      ['阿森纳排第几', Team.arsenal],
      ['曼联现在第几名', Team.manUnited],
      ['拜仁排名', Team.bayern],
    ])('%s: the team’s place and points', async (question, teamId) => {
      const standing = (await team(teamId)).standing;
      const answer = await ask(server(), question);
      mentionsAll(answer, [`排第 ${standing?.rank} 位`, `积 ${standing?.points} 分`]);
    });

    it.each([
      ['英超射手榜', competitionIds.England, 5],
      ['意甲射手榜前三', competitionIds.Italy, 3],
      ['西甲谁进球最多', competitionIds.Spain, 5],
    ])('%s: the top scorers with their goals', async (question, competitionId, size) => {
      const goals = (await table(competitionId)).rankings.find((r) => r.kind === 'goals')?.rows.slice(0, size) ?? [];
      const answer = await ask(server(), question);
      expect(goals.length).toBe(size);
      mentionsAll(
        answer,
        goals.map((r) => `${r.player.name}（${r.team.name}）${r.value} 球`),
      );
    });

    it('世界杯积分榜: a tournament’s first group', async () => {
      const first = (await table(competitionIds.World_Cup)).standings[0]?.rows[0];
      const answer = await ask(server(), '世界杯积分榜');
      expect(answer.text).toContain(`${first?.team.name}（${first?.points} 分）`);
    });

    it('NBA积分榜: the generated season, labelled 模拟', async () => {
      const detail = basketballCompetitionDetail.parse(
        (await get(server(), `/database/basketball/${competitionIds.NBA}`)).data,
      );
      const best = detail.standings.flatMap((g) => g.rows).sort((a, b) => b.winRate - a.winRate)[0];
      const answer = await ask(server(), 'NBA积分榜');
      mentionsAll(answer, ['模拟', `${best?.team.name}（胜率 ${Math.round((best?.winRate ?? 0) * 1000) / 10}%）`]);
    });
  });

  describe('comparisons and meetings', () => {
    it.each([
      ['曼城和利物浦谁更强', Team.manCity, Team.liverpool],
      ['皇马和巴萨哪个强', Team.realMadrid, Team.barcelona],
    ])('%s: both seasons side by side, the better one named', async (question, a, b) => {
      const [ta, tb] = await Promise.all([team(a), team(b)]);
      const answer = await ask(server(), question);
      mentionsAll(answer, [`排第 ${ta.standing?.rank}`, `排第 ${tb.standing?.rank}`, `积 ${ta.standing?.points} 分`]);
      const better = (ta.standing?.points ?? 0) > (tb.standing?.points ?? 0) ? ta : tb;
      expect(answer.text).toMatch(new RegExp(`${better.team.name}(更占优|更强一些)`));
    });

    it('湖人和勇士谁更强？: the generated records, the better one named', async () => {
      const [lakers, warriors] = await Promise.all([idOf(server(), 'teams', '湖人'), idOf(server(), 'teams', '勇士')]);
      const detail = basketballCompetitionDetail.parse(
        (await get(server(), `/database/basketball/${competitionIds.NBA}`)).data,
      );
      const rows = detail.standings.flatMap((g) => g.rows);
      const [l, w] = [lakers, warriors].map((id) => rows.find((r) => r.team.id === id));
      const answer = await ask(server(), '湖人和勇士谁更强？');
      mentionsAll(answer, [`${l?.won}胜${l?.lost}负`, `${w?.won}胜${w?.lost}负`, '模拟']);
      const better = (l?.winRate ?? 0) > (w?.winRate ?? 0) ? '湖人' : '勇士';
      expect(answer.text).toMatch(new RegExp(`${better}(更占优|更强一些)`));
    });

    it.each(['利物浦和曼城的交锋', '利物浦和曼城历史交手'])(
      '%s: the meetings in the data with their score',
      async (question) => {
        const [meeting] = await dayMatchIds(server(), 0, { teamId: Team.liverpool });
        const answer = await ask(server(), question);
        expect(matchIdsOf(answer)).toEqual([meeting]);
        mentionsAll(answer, ['利物浦 2:1 曼城', '利物浦 1 胜']);
      },
    );
  });

  describe('team and player facts', () => {
    it.each([
      ['皇马的主场是哪里', Team.realMadrid],
      ['银河战舰的球场', Team.realMadrid],
      ['介绍一下切尔西', Team.chelsea],
    ])('%s: the ground and the season', async (question, teamId) => {
      const detail = await team(teamId);
      const answer = await ask(server(), question);
      mentionsAll(answer, [
        detail.team.stadium ?? '',
        `积 ${detail.standing?.points} 分`,
        `场均进 ${detail.stats?.goalsFor} 球`,
      ]);
    });

    it.each([
      ['萨拉赫进了几个球', '萨拉赫'],
      ['埃及国王的数据', '萨拉赫'],
      ['凯恩多大了', '凯恩'],
      ['总裁效力哪个队', 'C罗'],
    ])('%s: his club, age and season goals', async (question, name) => {
      const detail = await player(await idOf(server(), 'players', name));
      const answer = await ask(server(), question);
      const season = detail.seasons[0];
      mentionsAll(answer, [
        `效力于${detail.player.team?.name}`,
        `${detail.player.age} 岁`,
        `${season?.competition.name} ${season?.season} 出场 ${season?.stats.appearances} 次、进 ${season?.stats.goals} 球`,
      ]);
      expect(answer.cards[0]).toMatchObject({ kind: 'player', playerId: detail.player.id });
    });

    it.each(['老詹', '詹姆斯的数据'])('%s: the basketball player’s real season ratings', async (question) => {
      const id = await idOf(server(), 'players', '詹姆斯', 'basketball');
      const answer = await ask(server(), question);
      expect(answer.cards[0]).toMatchObject({ kind: 'player', playerId: id, name: '詹姆斯' });
      mentionsAll(answer, ['RAPTOR', '湖人']);
    });
  });

  describe('odds, as information', () => {
    it.each(['曼城下一场的赔率', '蓝月亮和热刺的欧赔'])(
      '%s: the next match’s latest European odds',
      async (question) => {
        const [matchId] = await dayMatchIds(server(), 1, { teamId: Team.manCity });
        const odds = oddsList.parse((await get(server(), `/live/odds/${matchId}`, { query: { type: '2' } })).data);
        const [home, draw, away] = odds.list[0]?.current ?? [];
        const answer = await ask(server(), question);
        expect(matchIdsOf(answer)).toEqual([matchId]);
        mentionsAll(answer, [
          `主胜 ${home}`,
          `平局 ${draw}`,
          `客胜 ${away}`,
          odds.list[0]?.nameZh ?? '',
          '不提供任何投注',
        ]);
      },
    );

    it('a team without odds yet: 暂时没有这方面的数据', async () => {
      const answer = await ask(server(), '阿森纳的赔率');
      expect(answer.text).toContain('暂时没有这方面的数据');
    });
  });

  describe('what it will not make up', () => {
    it.each(['你好', '你是谁'])('%s: says what it can do', async (question) => {
      expect((await ask(server(), question)).text).toContain('我可以帮你查');
    });

    it.each(['帮我写一首诗', '今天天气怎么样', '股票能买吗'])('%s: declined politely', async (question) => {
      const answer = await ask(server(), question);
      expect(answer.text).toContain('抱歉，我只懂体育');
      expect(answer.cards).toEqual([]);
    });

    it.each(['转会新闻', '谁是最好的教练'])('%s: 暂时没有这方面的数据, and what it can answer', async (question) => {
      const answer = await ask(server(), question);
      mentionsAll(answer, ['暂时没有这方面的数据', '我可以帮你查']);
    });
  });
});
