import { describe, expect, it } from 'vitest';
import {
  FootballStatus,
  footballListGroup,
  isFootballBeforeKickoff,
  isFootballExtraTime,
  isFootballFinished,
  isFootballLive,
  isFootballUpcoming,
} from './status';

describe('FootballStatus', () => {
  it('numbers the states of the spec table 0 to 13 in its order, without the retired 6', () => {
    expect(Object.values(FootballStatus)).toEqual([0, 1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 12, 13]);
    expect(FootballStatus).toMatchObject({ notStarted: 1, halfTime: 3, extraTime: 5, penalties: 7, finished: 8 });
  });
});

describe('isFootballLive', () => {
  it.each([2, 3, 4, 5, 6, 7])('is live in state %i', (code) => {
    expect(isFootballLive(code)).toBe(true);
  });

  it.each([-1, 0, 1, 8, 9, 10, 11, 12, 13, 14, 2.5, Number.NaN])('is not live in state %s', (code) => {
    expect(isFootballLive(code)).toBe(false);
  });
});

describe('isFootballExtraTime', () => {
  it('accepts the current and the retired extra-time codes only', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8].filter(isFootballExtraTime)).toEqual([5, 6]);
  });
});

describe('isFootballFinished', () => {
  it('is true for the finished state only', () => {
    const codes = Array.from({ length: 15 }, (_, code) => code);
    expect(codes.filter(isFootballFinished)).toEqual([8]);
  });
});

describe('footballListGroup', () => {
  it.each([
    [0, null],
    [1, 'upcoming'],
    [2, 'live'],
    [3, 'live'],
    [4, 'live'],
    [5, 'live'],
    [6, 'live'],
    [7, 'live'],
    [8, 'result'],
    [9, 'upcoming'],
    [10, 'upcoming'],
    [11, 'result'],
    [12, 'result'],
    [13, 'upcoming'],
    [14, null],
    [-1, null],
  ] as const)('puts state %i in %s', (code, group) => {
    expect(footballListGroup(code)).toBe(group);
  });

  it('agrees with isFootballUpcoming', () => {
    const codes = Array.from({ length: 15 }, (_, code) => code);
    expect(codes.filter(isFootballUpcoming)).toEqual([1, 9, 10, 13]);
  });

  it('lists every live state as live', () => {
    for (let code = 0; code <= 13; code += 1) {
      expect(footballListGroup(code) === 'live').toBe(isFootballLive(code));
    }
  });
});

describe('isFootballBeforeKickoff', () => {
  it('is true for the states of a match that has not begun: not started, postponed, to be determined, cancelled', () => {
    for (const code of [1, 9, 13, 12]) expect(isFootballBeforeKickoff(code)).toBe(true);
  });

  it('is false once the match is under way or over, stopped ones included', () => {
    for (const code of [2, 3, 4, 5, 6, 7, 8, 10, 11]) expect(isFootballBeforeKickoff(code)).toBe(false);
  });
});
