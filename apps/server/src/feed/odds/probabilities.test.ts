import fc from 'fast-check';
import { settleLine } from '@kanqiu/domain';
import { describe, expect, it } from 'vitest';
import type { ScorePair } from '../events';
import {
  dixonColesTau,
  expectedSettlement,
  finalScoreGrid,
  marketDistribution,
  outcomeProbabilities,
  poissonPmf,
  remainingFraction,
  remainingRates,
  scoreGrid,
  winShare,
  type GoalRates,
  type InPlayState,
  type LineMarket,
  type ScoreGrid,
} from './probabilities';

const KICK_OFF: InPlayState = { half: 1, minute: 0, score: [0, 0], redCards: [0, 0] };

const rate = fc.double({ min: 0.05, max: 4, noNaN: true });
const rho = fc.double({ min: -0.15, max: 0.05, noNaN: true });
const quarterLine = (max: number) => fc.integer({ min: -4 * max, max: 4 * max }).map((steps) => steps / 4);

const sumOf = (grid: ScoreGrid): number => grid.cells.flat().reduce((sum, p) => sum + p, 0);

/** A grid that is certain of one final score. */
const certain = (score: ScorePair): ScoreGrid => ({ base: score, cells: [[1]] });

describe('poissonPmf and scoreGrid', () => {
  it('computes the Poisson probabilities', () => {
    const pmf = poissonPmf(1.5, 3);
    expect(pmf[0]).toBeCloseTo(Math.exp(-1.5), 12);
    expect(pmf[2]).toBeCloseTo((Math.exp(-1.5) * 1.5 ** 2) / 2, 12);
  });

  it('keeps the total probability of the Dixon–Coles correction at 1', () => {
    const rates: GoalRates = { home: 1.4, away: 1.1 };
    const home = poissonPmf(rates.home, 1);
    const away = poissonPmf(rates.away, 1);
    let corrected = 0;
    let plain = 0;
    for (const i of [0, 1]) {
      for (const j of [0, 1]) {
        const p = (home[i] ?? 0) * (away[j] ?? 0);
        plain += p;
        corrected += p * dixonColesTau(i, j, rates, -0.1);
      }
    }
    expect(corrected).toBeCloseTo(plain, 14);
  });

  it('gives probabilities that sum to 1, for the grid and for home/draw/away', () => {
    fc.assert(
      fc.property(rate, rate, rho, (home, away, r) => {
        const grid = scoreGrid({ home, away }, r);
        expect(sumOf(grid)).toBeCloseTo(1, 12);
        const o = outcomeProbabilities(grid);
        expect(o.home + o.draw + o.away).toBeCloseTo(1, 12);
        expect(Math.min(o.home, o.draw, o.away)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('raises the draw when ρ is negative', () => {
    const rates: GoalRates = { home: 1.3, away: 1.1 };
    expect(outcomeProbabilities(scoreGrid(rates, -0.1)).draw).toBeGreaterThan(
      outcomeProbabilities(scoreGrid(rates, 0)).draw,
    );
  });

  it('matches known values for independent Poisson scores', () => {
    // λ = 1.5 v 1.0: P(home) 0.48795, P(draw) 0.25985 (double sums to 30 goals a side).
    const o = outcomeProbabilities(scoreGrid({ home: 1.5, away: 1 }, 0));
    expect(o.home).toBeCloseTo(0.48795, 5);
    expect(o.draw).toBeCloseTo(0.25985, 5);
  });
});

describe('expectedSettlement', () => {
  it('equals settleLine on a certain score', () => {
    fc.assert(
      fc.property(fc.nat(6), fc.nat(6), quarterLine(6), (home, away, line) => {
        const grid = certain([home, away]);
        expect(expectedSettlement(marketDistribution(grid, 'asia'), line)).toEqual(settleLine(home - away, line));
        const totalLine = Math.abs(line);
        expect(expectedSettlement(marketDistribution(grid, 'total'), totalLine)).toEqual(
          settleLine(home + away, totalLine),
        );
      }),
    );
  });

  it('is the probability-weighted settlement of every final score', () => {
    fc.assert(
      fc.property(rate, rate, fc.nat(3), fc.nat(3), quarterLine(5), (home, away, h, a, line) => {
        const grid = scoreGrid({ home, away }, -0.05, [h, a]);
        const check = (market: LineMarket, marketLine: number, value: (i: number, j: number) => number) => {
          const expected = { win: 0, push: 0, loss: 0 };
          grid.cells.forEach((row, i) =>
            row.forEach((p, j) => {
              const settled = settleLine(value(i, j), marketLine);
              expected.win += p * settled.win;
              expected.push += p * settled.push;
              expected.loss += p * settled.loss;
            }),
          );
          const got = expectedSettlement(marketDistribution(grid, market), marketLine);
          expect(got.win).toBeCloseTo(expected.win, 10);
          expect(got.push).toBeCloseTo(expected.push, 10);
          expect(got.loss).toBeCloseTo(expected.loss, 10);
        };
        check('asia', line, (i, j) => h + i - (a + j));
        check('total', Math.abs(line), (i, j) => h + a + i + j);
      }),
    );
  });

  it('gives fair odds of 1/share a zero expected profit on both sides', () => {
    const distribution = marketDistribution(scoreGrid({ home: 1.6, away: 1.1 }, -0.05), 'asia');
    const settled = expectedSettlement(distribution, 0.25);
    const share = winShare(settled);
    const homeProfit = settled.win * (1 / share - 1) - settled.loss;
    const awayProfit = settled.loss * (1 / (1 - share) - 1) - settled.win;
    expect(homeProfit).toBeCloseTo(0, 12);
    expect(awayProfit).toBeCloseTo(0, 12);
  });
});

describe('in play', () => {
  it('counts the time left, stoppage time included, never quite 0 while a half runs', () => {
    expect(remainingFraction(1, 0)).toBe(1);
    expect(remainingFraction(1, 45)).toBeCloseTo(51 / 96, 12);
    expect(remainingFraction(2, 45)).toBeCloseTo(49 / 96, 12);
    expect(remainingFraction(2, 90)).toBeCloseTo(4 / 96, 12);
    expect(remainingFraction(2, 99)).toBeGreaterThan(0);
    for (let minute = 0; minute < 95; minute += 1) {
      const [half, later] = minute < 45 ? ([1, 2] as const) : ([2, 2] as const);
      expect(remainingFraction(later, Math.max(minute + 1, 45))).toBeLessThanOrEqual(remainingFraction(half, minute));
    }
  });

  it('takes 30 % off a side’s rate per red card and adds 15 % to the opponent’s', () => {
    const rates: GoalRates = { home: 1.5, away: 1 };
    const one = remainingRates(rates, { ...KICK_OFF, redCards: [1, 0] });
    expect(one.home).toBeCloseTo(1.05, 12);
    expect(one.away).toBeCloseTo(1.15, 12);
    const two = remainingRates(rates, { ...KICK_OFF, redCards: [1, 1] });
    expect(two.home).toBeCloseTo(1.5 * 0.7 * 1.15, 12);
  });

  it('prices the final score: the current score plus the goals to come', () => {
    const grid = finalScoreGrid({ home: 1.5, away: 1.2 }, -0.05, {
      half: 2,
      minute: 80,
      score: [2, 0],
      redCards: [0, 0],
    });
    expect(sumOf(grid)).toBeCloseTo(1, 12);
    expect(outcomeProbabilities(grid).home).toBeGreaterThan(0.97);
  });

  it('is the pre-match price at kick-off', () => {
    const rates: GoalRates = { home: 1.5, away: 1.2 };
    expect(finalScoreGrid(rates, -0.05, KICK_OFF)).toEqual(scoreGrid(rates, -0.05));
  });
});
