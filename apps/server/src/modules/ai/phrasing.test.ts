import { describe, expect, it } from 'vitest';
import type { MatchFact } from './match-facts';
import { clockTime, matchLine, monthDay, outcomeFor, perCompetition, phrasePicker } from './phrasing';

// 2026-03-14 20:00 Beijing time.
const KICKOFF = Date.parse('2026-03-14T12:00:00Z') / 1000;

const match = (over: Partial<MatchFact>): MatchFact => ({
  matchId: 1,
  sport: 'football',
  competitionId: 1,
  league: '英超',
  homeId: 10,
  awayId: 20,
  home: '阿森纳',
  away: '切尔西',
  score: null,
  group: 'upcoming',
  status: '未开赛',
  kickoffAt: KICKOFF,
  ...over,
});

describe('how answers say things', () => {
  it('gives Beijing time and dates', () => {
    expect(clockTime(KICKOFF)).toBe('20:00');
    expect(monthDay(KICKOFF + 5 * 3600)).toBe('3月15日');
  });

  it('writes a match by its score once started, by its kick-off before', () => {
    expect(matchLine(match({}))).toBe('20:00 阿森纳 vs 切尔西');
    expect(matchLine(match({ score: [1, 0], group: 'live', status: '进行中' }))).toBe('阿森纳 1:0 切尔西（进行中）');
    expect(matchLine(match({ score: [2, 2], group: 'result', status: '完场' }))).toBe('阿森纳 2:2 切尔西');
    expect(matchLine(match({ group: 'result', status: '取消或推迟' }))).toBe('20:00 阿森纳 vs 切尔西（取消或推迟）');
  });

  it('reads a result from either side', () => {
    const result = match({ score: [2, 1], group: 'result' });
    expect(outcomeFor(10, result)).toEqual({ outcome: 'win', scored: 2, conceded: 1 });
    expect(outcomeFor(20, result)).toEqual({ outcome: 'loss', scored: 1, conceded: 2 });
    expect(outcomeFor(20, match({ score: [0, 0] })).outcome).toBe('draw');
  });

  it('counts matches per competition, busiest first', () => {
    const list = [match({}), match({ league: '西甲' }), match({ league: '西甲' })];
    expect(perCompetition(list)).toBe('西甲 2 场、英超 1 场');
  });

  it('words the same question the same way, and varies across questions', () => {
    const options = ['甲', '乙', '丙'] as const;
    expect(phrasePicker('今天有哪些比赛')(options)).toBe(phrasePicker('今天有哪些比赛')(options));
    const picks = new Set(
      ['今天有哪些比赛', '明天有哪些比赛', '昨天的比赛', '周六的比赛'].map((q) => phrasePicker(q)(options)),
    );
    expect(picks.size).toBeGreaterThan(1);
  });
});
