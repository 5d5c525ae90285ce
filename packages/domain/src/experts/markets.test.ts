import { describe, expect, it } from 'vitest';
import { BasketballStatus } from '../sport/basketball/status';
import { FootballStatus } from '../sport/football/status';
import { settlePick } from '../sport/settlement';
import { isPickOfMarket, pickLabel, pickTerms, settlementPick, tipFinalScore } from './markets';

describe('tip markets', () => {
  it('takes the line and decimal odds of a pick from the quote', () => {
    expect(pickTerms('asia', 'home', [0.92, 0.75, 0.98])).toEqual({ line: 0.75, odds: 1.92 });
    expect(pickTerms('total', 'under', [0.9, 2.5, 1.0])).toEqual({ line: 2.5, odds: 2 });
    expect(pickTerms('euro', 'draw', [2.1, 3.3, 3.6])).toEqual({ line: null, odds: 3.3 });
  });

  it('takes a 竞彩 pick at its SP, and the 让球 as the line of 让球胜平负', () => {
    expect(pickTerms('jcSpf', 'away', [1.72, 3.55, 4.1])).toEqual({ line: null, odds: 4.1 });
    expect(pickTerms('jcRq', 'home', [3.4, 3.45, 1.86], -1)).toEqual({ line: -1, odds: 3.4 });
  });

  it('settles 竞彩让球胜平负 as 1X2 on the handicapped score', () => {
    const giving = (pick: 'home' | 'draw' | 'away') => settlementPick('jcRq', pick, -1);
    expect(settlePick(giving('home'), { home: 2, away: 0 })).toBe('win');
    expect(settlePick(giving('draw'), { home: 1, away: 0 })).toBe('win');
    expect(settlePick(giving('home'), { home: 1, away: 0 })).toBe('loss');
    expect(settlePick(giving('away'), { home: 1, away: 1 })).toBe('win');
    expect(settlePick(settlementPick('jcSpf', 'home', null), { home: 1, away: 0 })).toBe('win');
    expect(() => settlementPick('jcRq', 'home', null)).toThrow(RangeError);
  });

  it('settles a 亚盘 quarter line to a half win through the one settlement', () => {
    const pick = settlementPick('asia', 'home', 0.75);
    expect(settlePick(pick, { home: 1, away: 0 })).toBe('halfWin');
    expect(settlePick(settlementPick('bbTotal', 'over', 200.5), { home: 101, away: 100 })).toBe('win');
    expect(settlePick(settlementPick('euro', 'draw', null), { home: 1, away: 1 })).toBe('win');
  });

  it('only takes the picks of its market', () => {
    expect(isPickOfMarket('euro', 'draw')).toBe(true);
    expect(isPickOfMarket('asia', 'draw')).toBe(false);
    expect(isPickOfMarket('total', 'home')).toBe(false);
  });

  it('labels a pick as a fan reads it', () => {
    const teams = { home: '阿森纳', away: '切尔西' };
    expect(pickLabel('asia', 'home', 0.5, teams)).toBe('阿森纳 -0.5');
    expect(pickLabel('asia', 'away', 0.5, teams)).toBe('切尔西 +0.5');
    expect(pickLabel('total', 'over', 2.5, teams)).toBe('大 2.5');
    expect(pickLabel('euro', 'home', null, teams)).toBe('阿森纳胜');
    expect(pickLabel('euro', 'draw', null, teams)).toBe('平局');
    expect(pickLabel('jcSpf', 'away', null, teams)).toBe('切尔西胜');
    expect(pickLabel('jcRq', 'home', -1, teams)).toBe('阿森纳胜（让-1）');
    expect(pickLabel('jcRq', 'draw', 1, teams)).toBe('平局（让+1）');
  });

  it('settles on finished matches, voids postponed and abandoned ones, waits for the rest', () => {
    const score = { home: 2, away: 1 };
    expect(tipFinalScore('football', FootballStatus.finished, score)).toEqual(score);
    expect(tipFinalScore('football', FootballStatus.postponed, score)).toBe('void');
    expect(tipFinalScore('football', FootballStatus.abandoned, score)).toBe('void');
    expect(tipFinalScore('football', FootballStatus.secondHalf, score)).toBeNull();
    expect(tipFinalScore('basketball', BasketballStatus.finished, score)).toEqual(score);
    expect(tipFinalScore('basketball', BasketballStatus.abandoned, score)).toBe('void');
  });
});
