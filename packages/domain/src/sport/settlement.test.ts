import { describe, expect, it } from 'vitest';
import { isHit, settleLine, settlePick, settlementReturn, type SettlementOutcome } from './settlement';

const lines = Array.from({ length: 29 }, (_, i) => -3.5 + i * 0.25);
const differences = Array.from({ length: 9 }, (_, i) => i - 4);

/** A bookmaker's rule of thumb, stated on the pick's excess over its line: half a ball or more wins outright. */
const byExcess = (excess: number): SettlementOutcome =>
  excess >= 0.5 ? 'win' : excess === 0.25 ? 'halfWin' : excess === 0 ? 'push' : excess === -0.25 ? 'halfLoss' : 'loss';

describe('asian handicap, every line from −3.5 to +3.5 against every goal difference from −4 to +4', () => {
  for (const line of lines) {
    for (const diff of differences) {
      const score = diff >= 0 ? { home: diff + 1, away: 1 } : { home: 1, away: 1 - diff };
      it(`line ${line}, difference ${diff}`, () => {
        expect(settlePick({ market: 'handicap', line, side: 'home' }, score)).toBe(byExcess(diff - line));
        expect(settlePick({ market: 'handicap', line, side: 'away' }, score)).toBe(byExcess(line - diff));
      });
    }
  }
});

describe('the cases a bookmaker would quote', () => {
  it.each([
    [0.25, { home: 0, away: 0 }, 'home', 'halfLoss'],
    [0.25, { home: 0, away: 0 }, 'away', 'halfWin'],
    [0.75, { home: 2, away: 1 }, 'home', 'halfWin'],
    [0.75, { home: 3, away: 1 }, 'home', 'win'],
    [1, { home: 2, away: 1 }, 'home', 'push'],
    [1.25, { home: 2, away: 1 }, 'home', 'halfLoss'],
    [-0.5, { home: 1, away: 1 }, 'home', 'win'],
    [-0.25, { home: 0, away: 0 }, 'home', 'halfWin'],
  ] as const)('line %s, %o, %s → %s', (line, score, side, outcome) => {
    expect(settlePick({ market: 'handicap', line, side }, score)).toBe(outcome);
  });
});

describe('totals', () => {
  it.each([
    [2.5, 3, 'win', 'loss'],
    [2.5, 2, 'loss', 'win'],
    [2.25, 2, 'halfLoss', 'halfWin'],
    [2.75, 3, 'halfWin', 'halfLoss'],
    [3, 3, 'push', 'push'],
    [215.5, 216, 'win', 'loss'],
  ] as const)('line %s, %s goals: over %s, under %s', (line, total, over, under) => {
    const score = { home: total - 1, away: 1 };
    expect(settlePick({ market: 'total', line, side: 'over' }, score)).toBe(over);
    expect(settlePick({ market: 'total', line, side: 'under' }, score)).toBe(under);
  });
});

describe('1X2 and 竞彩 让球胜平负', () => {
  it('settles the result on the score', () => {
    expect(settlePick({ market: 'result', pick: 'draw' }, { home: 1, away: 1 })).toBe('win');
    expect(settlePick({ market: 'result', pick: 'home' }, { home: 1, away: 1 })).toBe('loss');
  });
  it('adds the 让球 goals to the home score', () => {
    // 主队 −1: a one-goal home win is a 让平.
    expect(settlePick({ market: 'handicapResult', goals: -1, pick: 'draw' }, { home: 2, away: 1 })).toBe('win');
    expect(settlePick({ market: 'handicapResult', goals: -1, pick: 'home' }, { home: 2, away: 1 })).toBe('loss');
    expect(settlePick({ market: 'handicapResult', goals: 1, pick: 'home' }, { home: 0, away: 0 })).toBe('win');
  });
  it('refuses a fractional 让球', () => {
    expect(() => settlePick({ market: 'handicapResult', goals: 0.5, pick: 'home' }, { home: 0, away: 0 })).toThrow();
  });
});

describe('void and returns', () => {
  it('a postponed or abandoned match voids every pick', () => {
    expect(settlePick({ market: 'handicap', line: 0.75, side: 'home' }, 'void')).toBe('void');
  });
  it('pays as a bookmaker would at decimal odds', () => {
    expect(settlementReturn('win', 100, 1.9)).toBeCloseTo(190);
    expect(settlementReturn('halfWin', 100, 1.9)).toBeCloseTo(145);
    expect(settlementReturn('push', 100, 1.9)).toBe(100);
    expect(settlementReturn('void', 100, 1.9)).toBe(100);
    expect(settlementReturn('halfLoss', 100, 1.9)).toBe(50);
    expect(settlementReturn('loss', 100, 1.9)).toBe(0);
  });
  it('counts wins and half wins as hits, pushes and voids neither way', () => {
    expect([isHit('win'), isHit('halfWin'), isHit('push'), isHit('void'), isHit('halfLoss'), isHit('loss')]).toEqual([
      true,
      true,
      null,
      null,
      false,
      false,
    ]);
  });
});

describe('settleLine (quarter lines are two half stakes)', () => {
  it.each([
    // [goal difference, line, win, push, loss]
    [1, 0, 1, 0, 0],
    [0, 0, 0, 1, 0],
    [0, 0.25, 0, 0.5, 0.5], // 平/半 at a draw: half lost
    [1, 0.25, 1, 0, 0],
    [0, -0.25, 0.5, 0.5, 0], // 受平/半 at a draw: half won
    [1, 0.75, 0.5, 0.5, 0], // 半/一 won by one: half won
    [2, 0.75, 1, 0, 0],
    [0, 0.75, 0, 0, 1],
    [1, 1, 0, 1, 0], // 一球 won by one: refunded
    [1, 1.25, 0, 0.5, 0.5], // 一/球半 won by one: half lost
    [2, 1.5, 1, 0, 0],
    [-1, -0.75, 0, 0.5, 0.5], // home gets 半/一 and loses by one: half lost
    [-1, -1.25, 0.5, 0.5, 0],
  ])('difference %s on line %s: win %s, push %s, loss %s', (difference, line, win, push, loss) => {
    expect(settleLine(difference, line)).toEqual({ win, push, loss });
  });

  it.each([
    // [total goals, line, win, push, loss] for the over
    [3, 2.5, 1, 0, 0],
    [2, 2.5, 0, 0, 1],
    [3, 2.75, 0.5, 0.5, 0],
    [2, 2.25, 0, 0.5, 0.5],
    [3, 2.25, 1, 0, 0],
    [3, 3, 0, 1, 0],
  ])('total %s on line %s: win %s, push %s, loss %s', (total, line, win, push, loss) => {
    expect(settleLine(total, line)).toEqual({ win, push, loss });
  });

  it('rejects a line that is not in quarter steps', () => {
    expect(() => settleLine(1, 0.3)).toThrow(RangeError);
  });
});
