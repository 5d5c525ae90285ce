import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { poissonPmf } from '../predictions/distributions';
import {
  LOTTERY_SP_BOUNDS,
  MAX_LOTTERY_HANDICAP,
  handicapChances,
  handicapText,
  impliedTotal,
  lotteryHandicap,
  lotteryPrices,
  lotterySp,
  type GoalDifferenceChances,
} from './lottery-prices';
import { settlePick } from './settlement';

/** Goal difference of two independent Poisson scores, from −10 to +10. */
function differenceOf(homeRate: number, awayRate: number): GoalDifferenceChances {
  const home = poissonPmf(homeRate, 15);
  const away = poissonPmf(awayRate, 15);
  const chances = Array.from({ length: 21 }, () => 0);
  home.forEach((ph, i) =>
    away.forEach((pa, j) => {
      const index = Math.max(-10, Math.min(10, i - j)) + 10;
      chances[index] = (chances[index] ?? 0) + ph * pa;
    }),
  );
  return { offset: -10, chances };
}

describe('lotterySp', () => {
  it('prices 竞彩 at 89 % payout: 0.89 / p, two decimals', () => {
    expect(lotterySp('jczq', { home: 0.5, draw: 0.3, away: 0.2 })).toEqual([1.78, 2.97, 4.45]);
  });

  it('prices 北单 at the pool ratio 1 / p (the 65 % is paid on top)', () => {
    expect(lotterySp('bjdc', { home: 0.5, draw: 0.3, away: 0.2 })).toEqual([2, 3.33, 5]);
  });

  it('keeps an SP within the printed bounds', () => {
    expect(lotterySp('jczq', { home: 0.6, draw: 0.395, away: 0.005 })[2]).toBe(99.99);
    expect(lotterySp('bjdc', { home: 0.5, draw: 0.4995, away: 0.0005 })[2]).toBe(999.99);
    expect(lotterySp('bjdc', { home: 1, draw: 0, away: 0 })).toEqual([1.01, 999.99, 999.99]);
  });

  it('holds a heavy favourite at 1.01 and shortens the others to keep the 89 % payout', () => {
    const sp = lotterySp('jczq', { home: 0.94, draw: 0.04, away: 0.02 });
    expect(sp[0]).toBe(1.01);
    expect(1 / impliedTotal(sp)).toBeCloseTo(0.89, 2);
    expect(sp[1]).toBeLessThan(sp[2]);
  });

  it('gives 竞彩 a margin of about 11 % on any unbounded match', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.05, max: 0.85, noNaN: true }), fc.double({ min: 0.1, max: 0.35, noNaN: true }), (home, draw) => {
        fc.pre(home + draw < 0.95);
        const sp = lotterySp('jczq', { home, draw, away: 1 - home - draw });
        fc.pre(sp.every((value) => value < LOTTERY_SP_BOUNDS.jczq.max));
        expect(1 / impliedTotal(sp)).toBeGreaterThan(0.885);
        expect(1 / impliedTotal(sp)).toBeLessThan(0.895);
      }),
    );
  });
});

describe('lotteryHandicap', () => {
  it('has the home favourite give one goal in an ordinary match', () => {
    expect(lotteryHandicap(differenceOf(1.6, 1.1))).toBe(-1);
  });

  it('has an away favourite give one (the home side receives +1)', () => {
    expect(lotteryHandicap(differenceOf(0.9, 1.7))).toBe(1);
  });

  it('has a heavy favourite give two goals', () => {
    expect(lotteryHandicap(differenceOf(2.5, 0.8))).toBe(-2);
  });

  it('is never 0, at most five goals and given by the likelier winner', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.2, max: 4, noNaN: true }), fc.double({ min: 0.2, max: 4, noNaN: true }), (h, a) => {
        const distribution = differenceOf(h, a);
        const goals = lotteryHandicap(distribution);
        const level = handicapChances(distribution, 0);
        expect(goals).not.toBe(0);
        expect(Math.abs(goals)).toBeLessThanOrEqual(MAX_LOTTERY_HANDICAP);
        expect(Math.sign(goals)).toBe(level.home >= level.away ? -1 : 1);
      }),
    );
  });
});

describe('handicapChances', () => {
  it('agrees with the settlement of 让球胜平负 on every goal difference', () => {
    for (let difference = -4; difference <= 4; difference++) {
      const point: GoalDifferenceChances = { offset: difference, chances: [1] };
      for (const goals of [-2, -1, 1, 2]) {
        const chances = handicapChances(point, goals);
        const winner = (['home', 'draw', 'away'] as const).find((pick) => chances[pick] === 1);
        const score = { home: Math.max(0, difference) + 1, away: Math.max(0, -difference) + 1 };
        expect(settlePick({ market: 'handicapResult', goals, pick: winner ?? 'home' }, score)).toBe('win');
      }
    }
  });
});

describe('lotteryPrices', () => {
  it('prices both markets of an ordinary home favourite', () => {
    const prices = lotteryPrices('jczq', differenceOf(1.6, 1.1));
    expect(prices.handicap).toBe(-1);
    const [home, , away] = prices.result;
    expect(home).toBeLessThan(away);
    const [rqHome, , rqAway] = prices.handicapResult;
    expect(rqHome).toBeGreaterThan(home);
    expect(rqAway).toBeLessThan(away);
  });

  it('prints the handicap with its sign', () => {
    expect(handicapText(-1)).toBe('-1');
    expect(handicapText(2)).toBe('+2');
  });
});
