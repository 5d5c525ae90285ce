import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  basketballQuote,
  basketballView,
  evenLine,
  finalDistribution,
  normalCdf,
  type PointsForecast,
} from './basketball-odds';
import { ODDS_COMPANIES } from './companies';

const company = ODDS_COMPANIES[0]!;
const pre = (home: number, away: number): PointsForecast => ({ home, away, remaining: 1, score: [0, 0] });

describe('normalCdf', () => {
  it('is a distribution function', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
    expect(normalCdf(1.96)).toBeCloseTo(0.975, 3);
    expect(normalCdf(-1.96)).toBeCloseTo(0.025, 3);
  });
});

describe('basketballView before tip-off', () => {
  it('puts the handicap on a half point next to the expected margin, and the total next to the expected total', () => {
    const view = basketballView(pre(114, 108));
    expect(Math.abs(view.handicap - 6)).toBe(0.5);
    expect(Math.abs(view.total - 222)).toBe(0.5);
  });

  it('leaves both sides of each line close to even within the handicap table', () => {
    const home = fc.double({ min: 90, max: 130, noNaN: true });
    const margin = fc.double({ min: -14, max: 14, noNaN: true });
    fc.assert(
      fc.property(home, margin, (points, by) => {
        const view = basketballView(pre(points, points - by));
        return Math.abs(view.handicapShare - 0.5) < 0.02 && Math.abs(view.overShare - 0.5) < 0.02;
      }),
    );
  });

  it('makes the stronger side the favourite to win', () => {
    expect(basketballView(pre(115, 105)).homeWin).toBeGreaterThan(0.7);
    expect(basketballView(pre(105, 115)).homeWin).toBeLessThan(0.3);
    expect(basketballView(pre(110, 110)).homeWin).toBeCloseTo(0.5, 6);
  });

  it('keeps the handicap within the 14-point table', () => {
    expect(basketballView(pre(140, 95)).handicap).toBe(14.5);
    expect(basketballView(pre(95, 140)).handicap).toBe(-14.5);
  });
});

describe('basketballView in play', () => {
  it('moves towards the side that scores', () => {
    const before = basketballView({ home: 110, away: 110, remaining: 0.5, score: [55, 55] });
    const after = basketballView({ home: 110, away: 110, remaining: 0.5, score: [65, 55] });
    expect(after.homeWin).toBeGreaterThan(before.homeWin);
    expect(after.handicap).toBeGreaterThan(before.handicap);
    expect(after.total).toBeGreaterThan(before.total);
  });

  it('grows surer of the leader as time runs out', () => {
    const early = basketballView({ home: 110, away: 110, remaining: 0.75, score: [30, 25] });
    const late = basketballView({ home: 110, away: 110, remaining: 0.05, score: [104, 99] });
    expect(late.homeWin).toBeGreaterThan(early.homeWin);
  });

  it('narrows the spread with the square root of the time left', () => {
    const full = finalDistribution(pre(110, 110));
    const quarter = finalDistribution({ home: 110, away: 110, remaining: 0.25, score: [80, 80] });
    expect(quarter.margin.sd).toBeCloseTo(full.margin.sd / 2, 6);
    expect(full.margin.sd).toBeCloseTo(14, 0);
    expect(full.total.sd).toBeCloseTo(22, 0);
  });
});

describe('evenLine', () => {
  it('is always a half point', () => {
    fc.assert(
      fc.property(fc.double({ min: -40, max: 300, noNaN: true }), (mean) => Math.abs(evenLine(mean, 10) % 1) === 0.5),
    );
  });
});

describe('basketballQuote', () => {
  it.each(ODDS_COMPANIES)('respects the margins of $nameZh', (c) => {
    const quote = basketballQuote(c, basketballView(pre(112, 107)));
    const [homeWater, , awayWater] = quote.asia;
    const [home, , away] = quote.euro;
    const asianOverround = 1 / (1 + homeWater) + 1 / (1 + awayWater) - 1;
    const euroOverround = 1 / home + 1 / away - 1;
    expect(asianOverround).toBeCloseTo(c.asianMargin, 2);
    expect(euroOverround).toBeCloseTo(c.margin, 2);
    expect(quote.euro[1]).toBeCloseTo(100 / (1 + euroOverround), 0);
  });

  it('prices the favourite shorter', () => {
    const [home, , away] = basketballQuote(company, basketballView(pre(115, 105))).euro;
    expect(home).toBeLessThan(away);
  });
});
