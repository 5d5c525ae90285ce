import { describe, expect, it } from 'vitest';
import {
  BasketballStatus,
  basketballListGroup,
  isBasketballBeforeTipoff,
  isBasketballFinished,
  isBasketballLive,
  isBasketballUpcoming,
} from './status';

const ALL_CODES = Array.from({ length: 17 }, (_, code) => code);

describe('BasketballStatus', () => {
  it('numbers the states of the spec table 0 to 15 in its order', () => {
    expect(Object.values(BasketballStatus)).toEqual(ALL_CODES.slice(0, 16));
    expect(BasketballStatus).toMatchObject({ notStarted: 1, q4: 8, overtime: 9, finished: 10, toBeDetermined: 15 });
  });
});

describe('isBasketballLive', () => {
  it('is live from Q1 to overtime inclusive', () => {
    expect(ALL_CODES.filter(isBasketballLive)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it.each([-1, 2.5, Number.NaN])('rejects %s', (code) => {
    expect(isBasketballLive(code)).toBe(false);
  });
});

describe('isBasketballFinished', () => {
  it('is true for the finished state only', () => {
    expect(ALL_CODES.filter(isBasketballFinished)).toEqual([10]);
  });
});

describe('basketballListGroup', () => {
  it.each([
    [0, null],
    [1, 'upcoming'],
    [2, 'live'],
    [5, 'live'],
    [9, 'live'],
    [10, 'result'],
    [11, 'upcoming'],
    [12, 'result'],
    [13, 'upcoming'],
    [14, 'result'],
    [15, 'upcoming'],
    [16, null],
  ] as const)('puts state %i in %s', (code, group) => {
    expect(basketballListGroup(code)).toBe(group);
  });

  it('groups every code of the table', () => {
    const grouped = ALL_CODES.filter((code) => basketballListGroup(code) !== null);
    expect(grouped).toEqual(ALL_CODES.slice(1, 16));
  });

  it('agrees with isBasketballUpcoming', () => {
    expect(ALL_CODES.filter(isBasketballUpcoming)).toEqual([1, 11, 13, 15]);
  });
});

describe('isBasketballBeforeTipoff', () => {
  it('is true for the states of a game that has not begun: not started, delayed, to be determined, cancelled', () => {
    for (const code of [1, 13, 15, 12]) expect(isBasketballBeforeTipoff(code)).toBe(true);
  });

  it('is false once the game is under way or over, stopped ones included', () => {
    for (const code of [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 14]) expect(isBasketballBeforeTipoff(code)).toBe(false);
  });
});
