import type { ArticleSummary } from '@kanqiu/contract';
import { describe, expect, it } from 'vitest';
import { lexiconOf } from './lexicon';
import type { MatchFact, MatchFacts, MatchFilter } from './match-facts';
import type { MatchStory } from './match-story';
import type { NewsFacts, NewsScope } from './news-facts';
import type { ReferenceFacts, Table } from './reference-facts';
import { TOOL_DEFINITIONS, createToolbox } from './toolbox';

const AT = { now: 1_773_489_600, today: '2026-03-14' };

const fact = (matchId: number, home: string, away: string, score: [number, number] | null): MatchFact => ({
  matchId,
  sport: 'football',
  competitionId: 1,
  league: '英超',
  homeId: 1625,
  awayId: 1624,
  home,
  away,
  score,
  group: score ? 'result' : 'upcoming',
  status: score ? '完场' : '未开赛',
  kickoffAt: AT.now,
});

const table: Table = {
  competition: '英超',
  season: '2017-18',
  generated: false,
  rows: [{ rank: 1, teamId: 1625, team: '曼城', played: 38, won: 32, drawn: 4, lost: 2, points: 100 }],
};

/** Read once: teaching the segmenter its dictionary takes a moment. */
const lexicon = lexiconOf({
  competitions: [{ id: 1, sport: 'football', name_zh: '英超', name_zh_full: '英格兰足球超级联赛' }],
  teams: [{ id: 1625, sport: 'football', name_zh: '曼城', name_zh_full: '曼彻斯特城' }],
  players: [],
});

const article: ArticleSummary = {
  id: 31,
  kind: 'report',
  title: '曼城 3:0 热刺',
  summary: '战报',
  cover: null,
  columnId: 2,
  columnName: '英超',
  matchId: 7,
  generated: true,
  video: null,
  readCount: 0,
  likeCount: 0,
  commentCount: 0,
  publishedAt: AT.now,
};

/** Records what each tool asked the data for, and answers with fixed facts. */
function fakes() {
  const calls: unknown[][] = [];
  const matches = {
    async byId(matchId: number) {
      calls.push(['byId', matchId]);
      return [fact(6, '利物浦', '曼城', [2, 1]), fact(7, '曼城', '热刺', null)].find((f) => f.matchId === matchId);
    },
    async onDay(day: string, filter: MatchFilter) {
      calls.push(['onDay', day, filter]);
      return [fact(7, '曼城', '热刺', null)];
    },
    async live(filter: MatchFilter) {
      calls.push(['live', filter]);
      return [];
    },
    async results(filter: MatchFilter, now: number, limit: number) {
      calls.push(['results', filter, now, limit]);
      return [fact(6, '利物浦', '曼城', [2, 1])];
    },
    async fixtures() {
      return [];
    },
  } satisfies MatchFacts;
  const reference = {
    async table() {
      return table;
    },
    async team() {
      return null;
    },
    async player() {
      return null;
    },
    async scorers() {
      return null;
    },
  } satisfies ReferenceFacts;
  const odds = {
    async list(matchId: number, type: number) {
      calls.push(['odds', matchId, type]);
      return { type, market: 'euro' as const, list: [], count: 0 };
    },
  };
  const news: NewsFacts = {
    async recent(scope: NewsScope) {
      calls.push(['news', scope.team?.id, scope.competition?.id, scope.sport]);
      return [article];
    },
  };
  const story: MatchStory = {
    async events(told) {
      return `${told.home} 进球：萨拉赫`;
    },
    async statistics(told) {
      return `${told.home} 控球率 47%:53%`;
    },
  };
  return { calls, toolbox: createToolbox({ lexicon, matches, reference, odds, news, story }) };
}

describe('the tools the chat-completions model calls', () => {
  it('describes every tool as a function with a JSON schema', () => {
    for (const tool of TOOL_DEFINITIONS) {
      expect(tool.type).toBe('function');
      expect(tool.function.description).toMatch(/\p{Script=Han}/u);
      expect(tool.function.parameters).toMatchObject({ type: 'object' });
      expect(tool.function.parameters).not.toHaveProperty('$schema');
    }
    const detail = TOOL_DEFINITIONS.find((tool) => tool.function.name === 'get_match_detail');
    expect(detail?.function.parameters).toMatchObject({
      properties: { match_id: { type: 'integer' }, team: { type: 'string' }, date: { type: 'string' } },
    });
    expect(TOOL_DEFINITIONS.find((tool) => tool.function.name === 'get_news')?.function.parameters).toMatchObject({
      properties: { sport: { enum: ['football', 'basketball'] } },
    });
  });

  it('get_matches: a relative day or a date, names resolved to ids, facts and cards', async () => {
    const { calls, toolbox } = fakes();
    const output = await toolbox.run('get_matches', '{"date":"1","competition":"英超","team":"蓝月亮"}', AT);
    expect(calls[0]).toEqual(['onDay', '2026-03-15', { competitionId: 1, teamIds: [1625] }]);
    await toolbox.run('get_matches', '{"date":"2026-03-10"}', AT);
    expect(calls[1]).toEqual(['onDay', '2026-03-10', { competitionId: undefined, teamIds: [] }]);
    expect(output.data).toEqual([
      { matchId: 7, league: '英超', home: '曼城', away: '热刺', score: null, status: '未开赛', kickoffAt: AT.now },
    ]);
    expect(output.cards).toEqual([expect.objectContaining({ kind: 'match', matchId: 7 })]);
  });

  it('get_team_form: the team by nickname, the count asked for', async () => {
    const { calls, toolbox } = fakes();
    const output = await toolbox.run('get_team_form', '{"team":"蓝月亮","count":3}', AT);
    expect(calls[0]).toEqual(['results', { teamIds: [1625], sport: 'football' }, AT.now, 3]);
    expect(output.cards).toHaveLength(1);
  });

  it('get_standings: the table and its card', async () => {
    const { toolbox } = fakes();
    const output = await toolbox.run('get_standings', '{"competition":"英超"}', AT);
    expect(output.data).toMatchObject({ competition: '英超', rows: [{ team: '曼城', points: 100 }] });
    expect(output.cards[0]).toMatchObject({ kind: 'standings', rows: [{ rank: 1, team: '曼城', points: 100 }] });
  });

  it('get_odds: a match’s market, euro unless asked', async () => {
    const { calls, toolbox } = fakes();
    await toolbox.run('get_odds', '{"match_id":7}', AT);
    await toolbox.run('get_odds', '{"match_id":7,"market":"asia"}', AT);
    expect(calls).toEqual([
      ['odds', 7, 2],
      ['odds', 7, 1],
    ]);
  });

  it('get_news: the team’s, competition’s or sport’s newest articles, as article cards', async () => {
    const { calls, toolbox } = fakes();
    const output = await toolbox.run('get_news', '{"team":"蓝月亮"}', AT);
    await toolbox.run('get_news', '{"competition":"英超"}', AT);
    await toolbox.run('get_news', '{"sport":"basketball"}', AT);
    expect(calls).toEqual([
      ['news', 1625, undefined, null],
      ['news', undefined, 1, null],
      ['news', undefined, undefined, 'basketball'],
    ]);
    expect(output.data).toEqual([
      { articleId: 31, title: '曼城 3:0 热刺', summary: '战报', publishedAt: AT.now, generated: true },
    ]);
    expect(output.cards).toEqual([expect.objectContaining({ kind: 'article', articleId: 31, columnId: 2 })]);
    expect((await toolbox.run('get_news', '{"team":"火星队"}', AT)).data).toEqual({ error: '没有找到这支球队或赛事' });
  });

  it('get_match_detail: the match meant (by id, or the teams’ latest) with its events and statistics', async () => {
    const { calls, toolbox } = fakes();
    const byTeams = await toolbox.run('get_match_detail', '{"team":"蓝月亮"}', AT);
    expect(calls).toEqual([
      ['live', { teamIds: [1625], sport: 'football' }],
      ['results', { teamIds: [1625], sport: 'football' }, AT.now, 1],
    ]);
    expect(byTeams.data).toEqual({
      match: expect.objectContaining({ matchId: 6, home: '利物浦', away: '曼城', score: [2, 1] }),
      events: '利物浦 进球：萨拉赫',
      statistics: '利物浦 控球率 47%:53%',
    });
    expect(byTeams.cards).toEqual([expect.objectContaining({ kind: 'match', matchId: 6 })]);
    expect((await toolbox.run('get_match_detail', '{"match_id":6}', AT)).data).toEqual(byTeams.data);
    expect((await toolbox.run('get_match_detail', '{"match_id":7}', AT)).data).toEqual({
      match: expect.objectContaining({ matchId: 7, score: null }),
      note: '这场比赛没有开赛，还没有进球和技术统计',
    });
    expect((await toolbox.run('get_match_detail', '{"match_id":8}', AT)).data).toEqual({ error: '没有找到这场比赛' });
    const unknownOpponent = '{"team":"曼城","opponent":"火星队"}';
    expect((await toolbox.run('get_match_detail', unknownOpponent, AT)).data).toEqual({ error: '没有找到这场比赛' });
  });

  it('checks the arguments before a tool runs, and says what is wrong in Chinese', async () => {
    const { calls, toolbox } = fakes();
    const errorOf = async (name: string, args: string) =>
      ((await toolbox.run(name, args, AT)).data as { error: string }).error;
    expect(await errorOf('get_odds', '{"match_id":"x"}')).toMatch(/^参数不正确：match_id .*数字/);
    expect(await errorOf('get_match_detail', '{}')).toBe('参数不正确：请给出 match_id 或 team');
    expect(await errorOf('get_news', '{"sport":"tennis"}')).toMatch(/^参数不正确：sport /);
    expect(await errorOf('get_matches', '{"date":"明天"}')).toBe(
      '参数不正确：date 日期应为 YYYY-MM-DD 或相对今天的天数',
    );
    expect(await errorOf('get_team_form', '{"team":"曼城","count":99}')).toMatch(/^参数不正确：count /);
    expect(calls).toEqual([]);
  });

  it('says what it could not find instead of inventing it', async () => {
    const { toolbox } = fakes();
    expect((await toolbox.run('get_team_profile', '{"team":"曼城"}', AT)).data).toEqual({ error: '没有找到球队 曼城' });
    expect((await toolbox.run('get_team_form', '{"team":"火星队"}', AT)).data).toEqual({
      error: '没有找到球队 火星队',
    });
    expect((await toolbox.run('get_player_profile', '{"player":"曼城"}', AT)).data).toEqual({
      error: '没有找到球员 曼城',
    });
    expect((await toolbox.run('book_ticket', '{}', AT)).data).toEqual({ error: '没有工具 book_ticket' });
    expect((await toolbox.run('get_matches', '{"date":', AT)).data).toEqual({ error: '参数不是合法的 JSON' });
  });
});
