import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  basketballMarkets,
  confidenceOf,
  footballMarkets,
  goalGrid,
  likeliestScores,
  outcomeOf,
  pickOf,
} from './markets';

const sumOf = (o: { home: number; draw: number; away: number }) => o.home + o.draw + o.away;

describe('football markets from expected goals', () => {
  it('the three outcomes sum to 1 for any rates (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.05, max: 4, noNaN: true }),
        fc.double({ min: 0.05, max: 4, noNaN: true }),
        (home, away) => {
          const markets = footballMarkets(goalGrid({ home, away }));
          expect(sumOf(markets.outcomes)).toBeCloseTo(1, 9);
          expect(markets.total.over + markets.total.under).toBeCloseTo(1, 12);
          expect(markets.handicap.over + markets.handicap.under).toBeCloseTo(1, 12);
        },
      ),
    );
  });

  it('equal rates of 1 goal: 0-0 and 1-1 share the top, then 1-0 (Poisson e⁻² = 0.1353)', () => {
    const [first, second, third] = likeliestScores(goalGrid({ home: 1, away: 1 }), 3);
    expect([first, second, third].map((s) => `${s?.home}-${s?.away}`)).toEqual(['0-0', '0-1', '1-0']);
    expect(first?.chance).toBeCloseTo(Math.exp(-2), 4);
    expect(second?.chance).toBeCloseTo(Math.exp(-2), 4);
  });

  it('the lines are the half lines nearest even: 2.5 goals at 1.5 + 1.2, home gives 0.5 to a slight favourite', () => {
    const markets = footballMarkets(goalGrid({ home: 1.5, away: 1.2 }));
    expect(markets.total.line).toBe(2.5);
    // P(total ≤ 2) of Poisson(2.7) = e^−2.7 (1 + 2.7 + 3.645) = 0.4936
    expect(markets.total.under).toBeCloseTo(0.4936, 3);
    expect(markets.handicap.line).toBe(0.5);
    expect(markets.handicap.over).toBeCloseTo(markets.outcomes.home, 9);
  });
});

describe('basketball markets from the expected margin', () => {
  it('win and loss sum to 1, no draw, and a 0-point margin is a coin toss', () => {
    const even = basketballMarkets({ margin: 0, total: 215 });
    expect(even.outcomes.home).toBeCloseTo(0.5, 8);
    expect(even.outcomes.draw).toBe(0);
    const markets = basketballMarkets({ margin: 7, total: 221.3 });
    expect(sumOf(markets.outcomes)).toBeCloseTo(1, 12);
    // Φ(7 / 14) = Φ(0.5) = 0.6915
    expect(markets.outcomes.home).toBeCloseTo(0.6915, 4);
    expect(markets.handicap.line).toBe(6.5);
    expect(markets.total.line).toBe(221.5);
  });
});

describe('pick, confidence and outcome', () => {
  it('picks the likeliest and grades it by the sport', () => {
    expect(pickOf({ home: 0.3, draw: 0.3, away: 0.4 })).toBe('away');
    expect(confidenceOf({ home: 0.62, draw: 0.2, away: 0.18 }, 'football')).toBe('high');
    expect(confidenceOf({ home: 0.5, draw: 0.3, away: 0.2 }, 'football')).toBe('medium');
    expect(confidenceOf({ home: 0.62, draw: 0, away: 0.38 }, 'basketball')).toBe('medium');
    expect(confidenceOf({ home: 0.55, draw: 0, away: 0.45 }, 'basketball')).toBe('low');
    expect(outcomeOf([2, 2])).toBe('draw');
    expect(outcomeOf([0, 1])).toBe('away');
  });
});
