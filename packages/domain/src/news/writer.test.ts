import { describe, expect, it } from 'vitest';
import {
  beijingDate,
  minuteNumber,
  writeBasketballRecap,
  writeFootballPreview,
  writeFootballReport,
  type FootballReportFacts,
} from './writer';

const report = (over: Partial<FootballReportFacts> = {}): FootballReportFacts => ({
  matchId: 7,
  competition: '英超',
  round: '28',
  kickoffAt: Date.parse('2026-03-14T12:00:00Z') / 1000,
  venue: '酋长球场',
  home: '阿森纳',
  away: '切尔西',
  score: [2, 1],
  halfTime: [1, 1],
  goals: [
    { minute: '12', side: 'away', player: '帕尔默', kind: 'penalty' },
    { minute: '30', side: 'home', player: '萨卡', kind: 'goal' },
    { minute: '88', side: 'home', player: '萨卡', kind: 'goal' },
  ],
  redCards: [],
  stats: { possession: [58, 42], shots: [15, 9], shotsOnTarget: [6, 3], corners: [7, 2] },
  table: { home: { rank: 2, points: 61, played: 28 }, away: { rank: 6, points: 45, played: 28 }, teams: 20 },
  ...over,
});

describe('the football report', () => {
  it('states the score, the scorers with their minutes and the table, in Beijing time', () => {
    const text = writeFootballReport(report());
    const body = text.paragraphs.join('\n');
    expect(body).toContain('3月14日');
    expect(body).toContain('2-1');
    expect(body).toContain("萨卡（30'）");
    expect(body).toContain("萨卡（88'）");
    expect(body).toContain("帕尔默（12'，点球）");
    expect(body).toContain('半场战罢1-1');
    expect(body).toContain('控球率58%对42%');
    expect(body).toContain('阿森纳28轮积61分，排名第2');
    expect(text.title).toMatch(/阿森纳|切尔西/);
    expect(text.summary.length).toBeGreaterThan(10);
  });

  it('tells a comeback, a brace and a 0-0 apart in its headline', () => {
    const titles = [1, 2, 3, 4, 5, 6].map((matchId) => writeFootballReport(report({ matchId })).title);
    expect(titles.some((t) => t.includes('逆转') || t.includes('梅开二度'))).toBe(true);
    const goalless = writeFootballReport(report({ score: [0, 0], halfTime: [0, 0], goals: [] }));
    expect(goalless.title).toMatch(/0-0|闷平|白卷/);
    expect(goalless.paragraphs.join('')).not.toContain('进球：');
  });

  it('writes different matches differently and the same match the same way', () => {
    const texts = new Set(
      [11, 12, 13, 14, 15, 16].map((matchId) => writeFootballReport(report({ matchId })).paragraphs[0]),
    );
    expect(texts.size).toBeGreaterThan(1);
    expect(writeFootballReport(report())).toEqual(writeFootballReport(report()));
  });

  it('names a red card and leaves out what the data lacks', () => {
    const text = writeFootballReport(
      report({ redCards: [{ minute: '70', side: 'away', player: '库库雷利亚' }], stats: {}, table: null, venue: null }),
    );
    const body = text.paragraphs.join('');
    expect(body).toContain('库库雷利亚第70分钟被红牌罚下');
    expect(body).not.toContain('控球率');
    expect(body).not.toContain('积分');
  });
});

describe('the preview', () => {
  it('gives form, head-to-head, table and the market probabilities', () => {
    const text = writeFootballPreview({
      matchId: 3,
      competition: '西甲',
      round: '30',
      kickoffAt: Date.parse('2026-03-15T20:00:00Z') / 1000,
      venue: null,
      home: '皇家马德里',
      away: '巴塞罗那',
      homeForm: ['win', 'win', 'draw', 'win', 'win'],
      awayForm: ['loss', 'win', 'loss', 'loss', 'draw'],
      headToHead: {
        homeWins: 3,
        draws: 1,
        awayWins: 2,
        last: { date: '2025年10月26日', home: '皇家马德里', away: '巴塞罗那', score: [2, 1] },
      },
      table: { home: { rank: 1, points: 70, played: 29 }, away: { rank: 2, points: 66, played: 29 } },
      probabilities: { home: 48, draw: 26, away: 26 },
      expectedLineups: { home: ['库尔图瓦', '卡瓦哈尔'], away: [] },
    });
    const body = text.paragraphs.join('');
    expect(body).toContain(
      '预计首发（按本赛季首发次数最多的11人推算，以赛前官方名单为准）：皇家马德里：库尔图瓦、卡瓦哈尔。',
    );
    expect(body).toContain('3月16日04:00');
    expect(body).toContain('皇家马德里近5场胜胜平胜胜，状态火热');
    expect(body).toContain('6次交手中，皇家马德里3胜1平2负');
    expect(body).toContain('皇家马德里胜48%');
  });
});

describe('the basketball recap', () => {
  it('gives the final score, the quarters and the leading scorers', () => {
    const text = writeBasketballRecap({
      matchId: 9,
      competition: 'NBA',
      kickoffAt: Date.parse('2026-03-14T00:30:00Z') / 1000,
      home: '湖人',
      away: '勇士',
      score: [118, 112],
      periods: [
        [30, 25],
        [28, 30],
        [30, 27],
        [30, 30],
      ],
      players: [
        { name: '詹姆斯', side: 'home', points: 32, rebounds: 9, assists: 8 },
        { name: '库里', side: 'away', points: 30, rebounds: 4, assists: 6 },
      ],
      totals: { home: { rebounds: 45, assists: 27, threes: 12 }, away: { rebounds: 40, assists: 25, threes: 16 } },
    });
    const body = text.paragraphs.join('');
    expect(body).toContain('118-112');
    expect(body).toContain('第一节30-25');
    expect(body).toContain('詹姆斯32分、9个篮板、8次助攻');
    expect(body).toContain('库里30分、6次助攻');
    expect(text.title).toContain('湖人');
  });

  it('names overtime', () => {
    const text = writeBasketballRecap({
      matchId: 10,
      competition: 'CBA',
      kickoffAt: 0,
      home: '广东',
      away: '辽宁',
      score: [100, 104],
      periods: [
        [25, 25],
        [25, 25],
        [25, 25],
        [20, 20],
        [5, 9],
      ],
      players: [],
      totals: null,
    });
    expect(text.paragraphs.join('')).toContain('加时赛5-9');
    expect(text.paragraphs.join('')).toContain('经过加时鏖战，辽宁最终以104-100');
  });
});

describe('helpers', () => {
  it('reads minute labels and Beijing dates', () => {
    expect(minuteNumber('45+2')).toBe(45);
    expect(minuteNumber("67'")).toBe(67);
    expect(beijingDate(Date.parse('2026-03-14T17:00:00Z') / 1000)).toBe('3月15日');
  });
});
