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
