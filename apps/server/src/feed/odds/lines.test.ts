import { handicapName } from '@kanqiu/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_HANDICAP, QUARTER, lineShare, mainHandicapLine, mainTotalLine, shiftHandicap } from './lines';
import {
  finalScoreGrid,
  outcomeProbabilities,
  scoreGrid,
  type GoalRates,
  type InPlayState,
  type LineMarket,
  type ScoreGrid,
} from './probabilities';

const KICK_OFF: InPlayState = { half: 1, minute: 0, score: [0, 0], redCards: [0, 0] };

const rate = fc.double({ min: 0.1, max: 4, noNaN: true });
const RATES: GoalRates = { home: 1.7, away: 1.1 };
const RHO = -0.05;

const at = (minute: number, score: [number, number] = [0, 0], redCards: [number, number] = [0, 0]): InPlayState => ({
  half: minute < 45 ? 1 : 2,
  minute,
  score,
  redCards,
});

const gap = (grid: ScoreGrid, market: LineMarket, line: number): number =>
  Math.abs(lineShare(grid, market, line) - 0.5);

describe('mainHandicapLine', () => {
  it('is the quarter line nearest an even chance: no neighbour is nearer', () => {
    fc.assert(
      fc.property(rate, rate, (home, away) => {
        const grid = scoreGrid({ home, away }, RHO);
        const line = mainHandicapLine(grid);
        expect(Number.isInteger(line / QUARTER)).toBe(true);
        expect(Math.abs(line)).toBeLessThanOrEqual(MAX_HANDICAP);
        for (const neighbour of [line - QUARTER, line + QUARTER]) {
          if (Math.abs(neighbour) <= MAX_HANDICAP) {
            expect(gap(grid, 'asia', line)).toBeLessThanOrEqual(gap(grid, 'asia', neighbour) + 1e-12);
          }
        }
      }),
    );
  });

  it('uses the sign of events.ts and handicapName: home gives positive, away gives negative (受)', () => {
    const homeFavourite = mainHandicapLine(scoreGrid({ home: 2.2, away: 0.7 }, RHO));
    const awayFavourite = mainHandicapLine(scoreGrid({ home: 0.7, away: 2.2 }, RHO));
    expect(homeFavourite).toBeGreaterThan(0);
    expect(awayFavourite).toBe(-homeFavourite);
    expect(handicapName(homeFavourite, 'football')).not.toMatch(/^受/);
    expect(handicapName(awayFavourite, 'football')).toMatch(/^受/);
    expect(lineShare(scoreGrid({ home: 2.2, away: 0.7 }, RHO), 'asia', 0)).toBeGreaterThan(0.5);
  });

  it('is level (平手) between equal sides', () => {
    expect(mainHandicapLine(scoreGrid({ home: 1.3, away: 1.3 }, RHO))).toBe(0);
  });

  it('gives the favourite more goals to give as the gap widens', () => {
    const lines = [1.2, 1.6, 2.2, 3].map((home) => mainHandicapLine(scoreGrid({ home, away: 1 }, RHO)));
    expect(lines).toEqual([...lines].sort((a, b) => a - b));
    expect(lines[0]).toBeLessThan(lines[3] ?? 0);
  });

  it('keeps to the table’s 10 goals in a runaway score', () => {
    const grid = finalScoreGrid({ home: 4, away: 0.2 }, RHO, at(80, [12, 0]));
    expect(mainHandicapLine(grid)).toBe(MAX_HANDICAP);
  });
});

describe('mainTotalLine', () => {
  it('is the quarter line nearest an even chance', () => {
    fc.assert(
      fc.property(rate, rate, (home, away) => {
        const grid = scoreGrid({ home, away }, RHO);
        const line = mainTotalLine(grid);
        expect(Number.isInteger(line / QUARTER)).toBe(true);
        for (const neighbour of [line - QUARTER, line + QUARTER]) {
          if (neighbour > 0)
            expect(gap(grid, 'total', line)).toBeLessThanOrEqual(gap(grid, 'total', neighbour) + 1e-12);
        }
      }),
    );
  });

  it('sits at 2.5 or 2.75 for a typical league match', () => {
    expect([2.5, 2.75]).toContain(mainTotalLine(scoreGrid(RATES, RHO)));
  });

  it('drops as time passes at 0-0', () => {
    const lines = [0, 15, 30, 45, 60, 75, 85].map((minute) => mainTotalLine(finalScoreGrid(RATES, RHO, at(minute))));
    lines.slice(1).forEach((line, i) => expect(line).toBeLessThanOrEqual(lines[i] ?? Infinity));
    expect(lines[lines.length - 1]).toBeLessThan(lines[0] ?? 0);
    expect(lines[lines.length - 1]).toBeGreaterThan(0);
  });

  it('counts the goals already scored', () => {
    expect(mainTotalLine(finalScoreGrid(RATES, RHO, at(30, [2, 1])))).toBeGreaterThan(3);
  });
});

describe('in-play moves', () => {
  it('a home goal lowers the home waters on the same line and raises the line the home side gives', () => {
    const before = finalScoreGrid(RATES, RHO, at(30));
    const after = finalScoreGrid(RATES, RHO, at(30, [1, 0]));
    const line = mainHandicapLine(before);
    expect(lineShare(after, 'asia', line)).toBeGreaterThan(lineShare(before, 'asia', line));
    expect(mainHandicapLine(after)).toBeGreaterThan(line);
  });

  it('a home goal at 0-0 makes the draw less likely; an equaliser makes it more likely', () => {
    const draw = (score: [number, number]): number =>
      outcomeProbabilities(finalScoreGrid(RATES, RHO, at(60, score))).draw;
    expect(draw([1, 0])).toBeLessThan(draw([0, 0]));
    expect(draw([1, 1])).toBeGreaterThan(draw([0, 1]));
  });

  it('a red card moves the line against the side that had it', () => {
    const level = mainHandicapLine(finalScoreGrid(RATES, RHO, at(20)));
    const homeRed = finalScoreGrid(RATES, RHO, at(20, [0, 0], [1, 0]));
    const awayRed = finalScoreGrid(RATES, RHO, at(20, [0, 0], [0, 1]));
    expect(mainHandicapLine(homeRed)).toBeLessThan(level);
    expect(mainHandicapLine(awayRed)).toBeGreaterThan(level);
    const grid = finalScoreGrid(RATES, RHO, at(20));
    expect(lineShare(homeRed, 'asia', level)).toBeLessThan(lineShare(grid, 'asia', level));
  });

  it('shrinks the handicap towards level as the clock runs at 0-0', () => {
    const early = mainHandicapLine(finalScoreGrid({ home: 2.4, away: 0.8 }, RHO, KICK_OFF));
    const late = mainHandicapLine(finalScoreGrid({ home: 2.4, away: 0.8 }, RHO, at(80)));
    expect(early).toBeGreaterThan(late);
    expect(late).toBeGreaterThanOrEqual(0);
  });
});

describe('shiftHandicap', () => {
  it('moves by quarter goals within ±10', () => {
    expect(shiftHandicap(0.5, 1)).toBe(0.75);
    expect(shiftHandicap(-0.5, -1)).toBe(-0.75);
    expect(shiftHandicap(10, 1)).toBe(10);
    expect(shiftHandicap(-10, -2)).toBe(-10);
  });
});
