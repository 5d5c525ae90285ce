import { describe, expect, it } from 'vitest';
import { writeRoundUp, type RoundUpFacts } from './round-up';

// A round of three matches, with the places of the teams that moved before and after it.
const facts: RoundUpFacts = {
  seed: 101,
  competition: '英超',
  round: '2',
  firstKickoff: Date.UTC(2017, 7, 19, 11, 30) / 1000,
  lastKickoff: Date.UTC(2017, 7, 21, 19, 0) / 1000,
  results: [
    { home: '斯旺西', away: '曼联', score: [0, 4] },
    { home: '利物浦', away: '水晶宫', score: [1, 0] },
    { home: '热刺', away: '切尔西', score: [1, 2] },
  ],
  scorers: [
    { player: '阿隆索', team: '切尔西', goals: 2 },
    { player: '卢卡库', team: '曼联', goals: 1 },
    { player: '马内', team: '利物浦', goals: 1 },
  ],
  table: [
    { team: '曼联', before: 1, after: 1, points: 6 },
    { team: '利物浦', before: 6, after: 3, points: 4 },
    { team: '切尔西', before: 15, after: 9, points: 3 },
    { team: '热刺', before: 5, after: 11, points: 3 },
    { team: '斯旺西', before: 8, after: 14, points: 1 },
  ],
};

describe('writeRoundUp', () => {
  it('states every result, the goal total and the round', () => {
    const { title, summary, paragraphs } = writeRoundUp(facts);
    const text = paragraphs.join('\n');
    expect(title).toContain('英超第2轮');
    expect(title).toContain('曼联客场4-0击败斯旺西');
    expect(summary).toContain('3场比赛');
    expect(summary).toContain('8');
    expect(text).toContain('斯旺西 0-4 曼联；利物浦 1-0 水晶宫；热刺 1-2 切尔西');
    expect(text).toContain('8月19日至8月22日');
  });

  it('names the scorers with their goals and the table movers both ways', () => {
    const text = writeRoundUp(facts).paragraphs.join('\n');
    expect(text).toContain('阿隆索（切尔西）2球');
    expect(text).toMatch(/阿隆索(梅开二度|独中两元)/);
    expect(text).toContain('切尔西上升6位至第9');
    expect(text).toContain('热刺下滑6位至第11');
    expect(text).toContain('曼联以6分继续排名榜首');
  });

  it('says a new leader went top, and reads differently for another round', () => {
    const newLeader = {
      ...facts,
      table: [{ team: '利物浦', before: 2, after: 1, points: 7 }],
      results: facts.results.slice(1),
    };
    const written = writeRoundUp(newLeader);
    expect(written.title).toContain('利物浦登顶');
    expect(written.paragraphs.join('')).toContain('利物浦以7分升至榜首');
    const titles = new Set([101, 102, 103, 104, 105, 106].map((seed) => writeRoundUp({ ...facts, seed }).title));
    expect(titles.size).toBeGreaterThan(1);
  });
});
