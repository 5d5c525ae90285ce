import { describe, expect, it } from 'vitest';
import { createBundledEngine } from './bundled-engine';
import type { NamedThing, Understanding } from './lexicon';
import type { MatchFacts } from './match-facts';
import type { ReferenceFacts } from './reference-facts';

const AT = { now: 1_773_489_600, today: '2026-03-14' };
const premierLeague: NamedThing = { kind: 'competition', id: 1, sport: 'football', name: '英超' };
const nothing: Understanding = {
  teams: [],
  players: [],
  competitions: [],
  sport: null,
  dayOffset: null,
  count: null,
};
const SCORERS = [
  { rank: 1, player: '萨拉赫', playerId: 1, team: '利物浦', goals: 32, appearances: 36 },
  { rank: 2, player: '凯恩', playerId: 2, team: '热刺', goals: 30, appearances: 37 },
];

const unused = async () => {
  throw new Error('not asked in these tests');
};
const engine = createBundledEngine({
  matches: { byId: unused, onDay: unused, live: unused, results: unused, fixtures: unused } satisfies MatchFacts,
  reference: {
    table: unused,
    team: unused,
    player: unused,
    scorers: async () => SCORERS,
  } satisfies ReferenceFacts,
  odds: { list: unused },
  news: { recent: unused },
  story: { events: unused, statistics: unused },
});

const textOf = async (question: string, found: Understanding = nothing) =>
  (await engine.answer(question, found, AT)).text;

/** The words of each answer before its first colon or full stop: where the phrasing varies. */
const leadsOf = async (questions: readonly string[], found?: Understanding) =>
  new Set(await Promise.all(questions.map(async (q) => (await textOf(q, found)).split(/[：。]/)[0])));

describe('the bundled engine’s phrasing', () => {
  it('words the same question the same way every time', async () => {
    expect(await textOf('英超射手榜', { ...nothing, competitions: [premierLeague] })).toBe(
      await textOf('英超射手榜', { ...nothing, competitions: [premierLeague] }),
    );
  });

  it('varies between questions of one kind, the facts unchanged', async () => {
    const found = { ...nothing, competitions: [premierLeague] };
    const questions = ['英超射手榜', '英超谁进球最多', '英超的射手榜', '看看英超射手榜', '英超金靴'];
    expect((await leadsOf(questions, found)).size).toBeGreaterThan(1);
    for (const question of questions) {
      expect(await textOf(question, found)).toContain('萨拉赫（利物浦）32 球，凯恩（热刺）30 球。');
    }
  });

  it('greets and declines in more than one way, always saying what it can do', async () => {
    expect((await leadsOf(['你好', '您好', '嗨', '在吗', '你是谁'])).size).toBeGreaterThan(1);
    const declined = ['帮我写一首诗', '今天天气怎么样', '股票能买吗', '帮我翻译一下', '推荐个电影'];
    expect((await leadsOf(declined)).size).toBeGreaterThan(1);
    for (const question of declined) {
      const text = await textOf(question);
      expect(text).toMatch(/^抱歉，我只懂体育/);
      expect(text).toContain('我可以帮你查');
    }
  });
});
