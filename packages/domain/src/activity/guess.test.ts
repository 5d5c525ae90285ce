import { describe, expect, it } from 'vitest';
import { settlePick } from '../sport/settlement';
import { compareProfit, guessReturn, pickOfGuess, pricesOf, selectionName } from './guess';

describe('pricesOf', () => {
  it('reads 1X2 from euro values, without a draw in basketball where the middle is the payout rate', () => {
    expect(pricesOf('result', [2.1, 3.25, 3.4], 'football').map((p) => [p.selection, p.odds])).toEqual([
      ['home', 2.1],
      ['draw', 3.25],
      ['away', 3.4],
    ]);
    expect(pricesOf('result', [1.62, 94.1, 2.2], 'basketball').map((p) => p.selection)).toEqual(['home', 'away']);
  });

  it('turns Hong Kong waters into decimal odds on the line', () => {
    expect(pricesOf('handicap', [0.92, 0.5, 0.96], 'football')).toEqual([
      { selection: 'home', odds: 1.92, line: 0.5 },
      { selection: 'away', odds: 1.96, line: 0.5 },
    ]);
    expect(pricesOf('total', [0.88, 2.75, 1.0], 'football').map((p) => [p.selection, p.odds, p.line])).toEqual([
      ['over', 1.88, 2.75],
      ['under', 2, 2.75],
    ]);
  });

  it('prices 让球胜平负 at the 竞彩 SP on its whole-goal handicap', () => {
    expect(pricesOf('jcRq', [3.7, 3.5, 1.7], 'football', -1)).toEqual([
      { selection: 'home', odds: 3.7, line: -1 },
      { selection: 'draw', odds: 3.5, line: -1 },
      { selection: 'away', odds: 1.7, line: -1 },
    ]);
  });
});

describe('settling a guess with the tips’ settlement', () => {
  it('maps markets onto settlement picks and refuses a selection its market lacks', () => {
    expect(pickOfGuess('result', 'draw', null)).toEqual({ market: 'result', pick: 'draw' });
    expect(pickOfGuess('handicap', 'away', -0.25)).toEqual({ market: 'handicap', line: -0.25, side: 'away' });
    expect(pickOfGuess('total', 'over', 2.5)).toEqual({ market: 'total', line: 2.5, side: 'over' });
    expect(pickOfGuess('jcRq', 'draw', -1)).toEqual({ market: 'handicapResult', goals: -1, pick: 'draw' });
    expect(settlePick(pickOfGuess('jcRq', 'draw', -1), { home: 2, away: 1 })).toBe('win');
    expect(() => pickOfGuess('jcRq', 'over', -1)).toThrow(RangeError);
    expect(() => pickOfGuess('total', 'home', 2.5)).toThrow(RangeError);
    expect(() => pickOfGuess('result', 'over', null)).toThrow(RangeError);
  });

  it('pays whole points: a win at the odds, a half win, a push or void back, a loss nothing', () => {
    const home2 = pickOfGuess('result', 'home', null);
    expect(guessReturn(settlePick(home2, { home: 2, away: 1 }), 100, 2.15)).toBe(215);
    expect(guessReturn(settlePick(home2, { home: 0, away: 1 }), 100, 2.15)).toBe(0);
    const over = pickOfGuess('total', 'over', 2.75);
    expect(guessReturn(settlePick(over, { home: 2, away: 1 }), 100, 1.9)).toBe(145);
    expect(guessReturn(settlePick(over, 'void'), 100, 1.9)).toBe(100);
    expect(guessReturn('win', 33, 1.93)).toBe(63);
  });

  it('names selections for cards and history', () => {
    expect(selectionName('result', 'home', null)).toBe('主胜');
    expect(selectionName('handicap', 'away', '半球')).toBe('客队 半球');
    expect(selectionName('total', 'under', '2.5')).toBe('小球 2.5');
    expect(selectionName('jcRq', 'home', '-1')).toBe('让主胜（-1）');
  });
});

describe('compareProfit', () => {
  it('ranks by profit, then fewer points staked, then the lower user id', () => {
    const rows = [
      { userId: 5, profit: 100, staked: 300 },
      { userId: 3, profit: 100, staked: 200 },
      { userId: 9, profit: 250, staked: 900 },
      { userId: 2, profit: 100, staked: 300 },
      { userId: 1, profit: -50, staked: 50 },
    ];
    expect(rows.toSorted(compareProfit).map((row) => row.userId)).toEqual([9, 3, 2, 5, 1]);
  });
});
