import { describe, expect, it } from 'vitest';
import { lexiconOf } from './lexicon';
import type { MatchFact, MatchFacts, MatchFilter } from './match-facts';
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

/** Records what each tool asked the data for, and answers with fixed facts. */
function fakes() {
  const calls: unknown[][] = [];
  const matches = {
    async onDay(day: string, filter: MatchFilter) {
      calls.push(['onDay', day, filter]);
      return [fact(7, '曼城', '热刺', null)];
    },
    async live() {
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
  return { calls, toolbox: createToolbox({ lexicon, matches, reference, odds }) };
}

describe('the tools the chat-completions model calls', () => {
  it('describes every tool as a function with a JSON schema', () => {
    for (const tool of TOOL_DEFINITIONS) {
      expect(tool.type).toBe('function');
      expect(tool.function.description).toMatch(/\p{Script=Han}/u);
      expect(tool.function.parameters).toMatchObject({ type: 'object' });
    }
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
    expect((await toolbox.run('get_odds', '{"match_id":"x"}', AT)).data).toEqual({ error: '没有找到这场比赛' });
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
