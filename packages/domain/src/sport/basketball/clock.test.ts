import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { basketballPeriodLength, basketballSecondsLeft, isBasketballClockRunning } from './clock';

const START = 1_700_000_000;
const QUARTER = 12 * 60;

const left = (elapsedSec: number, pausedElapsedSec?: number): number =>
  basketballSecondsLeft({
    periodLengthSec: QUARTER,
    periodStartAt: START,
    now: START + elapsedSec,
    pausedElapsedSec,
  });

describe('basketballSecondsLeft', () => {
  it('starts at the full period length', () => {
    expect(left(0)).toBe(QUARTER);
  });

  it('counts down with the wall clock', () => {
    expect(left(90)).toBe(QUARTER - 90);
  });

  it('takes the stopped time off', () => {
    expect(left(300, 120)).toBe(QUARTER - 180);
  });

  it('never goes below 0', () => {
    expect(left(QUARTER)).toBe(0);
    expect(left(QUARTER + 600)).toBe(0);
  });

  it('never goes above the period length', () => {
    expect(left(-60)).toBe(QUARTER);
    expect(left(10, 60)).toBe(QUARTER);
  });

  it('rounds a fraction of a second up', () => {
    expect(left(QUARTER - 0.5)).toBe(1);
  });

  it('gives 0 for a nonsensical input', () => {
    expect(left(Number.NaN)).toBe(0);
    expect(basketballSecondsLeft({ periodLengthSec: -5, periodStartAt: START, now: START })).toBe(0);
  });

  it('always stays within [0, period length]', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3600 }),
        fc.integer({ min: -1e6, max: 1e6 }),
        fc.integer({ min: 0, max: 1e5 }),
        (length, elapsed, paused) => {
          const value = basketballSecondsLeft({
            periodLengthSec: length,
            periodStartAt: START,
            now: START + elapsed,
            pausedElapsedSec: paused,
          });
          return value >= 0 && value <= length;
        },
      ),
    );
  });
});

describe('isBasketballClockRunning', () => {
  it.each([2, 4, 6, 8, 9])('runs in state %i once the period started', (state) => {
    expect(isBasketballClockRunning(state, START)).toBe(true);
  });

  it('stands before an overtime starts', () => {
    expect(isBasketballClockRunning(9, null)).toBe(false);
  });

  it.each([0, 1, 3, 5, 7, 10, 11, 12, 13, 14, 15])('stands in state %i', (state) => {
    expect(isBasketballClockRunning(state, START)).toBe(false);
  });
});

describe('basketballPeriodLength', () => {
  it('is 12 minutes for the four quarters and 5 for every overtime', () => {
    expect([1, 2, 3, 4].map(basketballPeriodLength)).toEqual([720, 720, 720, 720]);
    expect([5, 6, 9].map(basketballPeriodLength)).toEqual([300, 300, 300]);
  });
});
