import { describe, expect, it } from 'vitest';
import { footballMinute, footballMinuteText, type FootballMinute } from './minute';

const START = 1_700_000_000;

const at = (state: number, elapsedSec: number, extraTimeHalf?: 1 | 2): FootballMinute =>
  footballMinute({ state, halfStartAt: START, now: START + elapsedSec, extraTimeHalf });

const minute = (value: number): FootballMinute => ({ kind: 'minute', minute: value });

describe('footballMinute in the first half', () => {
  it('shows minute 1 during the first 60 seconds', () => {
    expect(at(2, 0)).toEqual(minute(1));
    expect(at(2, 59)).toEqual(minute(1));
    expect(at(2, 60)).toEqual(minute(2));
  });

  it('shows 45 up to the end of the 45th minute', () => {
    expect(at(2, 44 * 60)).toEqual(minute(45));
    expect(at(2, 45 * 60 - 1)).toEqual(minute(45));
  });

  it("shows '45+' above 45", () => {
    expect(at(2, 45 * 60)).toEqual({ kind: 'stoppage', label: '45+' });
    expect(at(2, 60 * 60)).toEqual({ kind: 'stoppage', label: '45+' });
  });

  it('shows minute 1 when the local clock is behind the half start', () => {
    expect(at(2, -30)).toEqual(minute(1));
  });
});

describe('footballMinute in the second half', () => {
  it('adds 45 to the minutes since the second half started', () => {
    expect(at(4, 0)).toEqual(minute(46));
    expect(at(4, 23 * 60 + 10)).toEqual(minute(69));
    expect(at(4, 45 * 60 - 1)).toEqual(minute(90));
  });

  it("shows '90+' above 90", () => {
    expect(at(4, 45 * 60)).toEqual({ kind: 'stoppage', label: '90+' });
  });
});

describe('footballMinute in extra time', () => {
  it('counts the first extra-time half on from 90 by default', () => {
    expect(at(5, 0)).toEqual(minute(91));
    expect(at(5, 15 * 60 - 1)).toEqual(minute(105));
    expect(at(5, 15 * 60)).toEqual({ kind: 'stoppage', label: '105+' });
  });

  it('counts the second extra-time half on from 105', () => {
    expect(at(5, 0, 2)).toEqual(minute(106));
    expect(at(5, 15 * 60 - 1, 2)).toEqual(minute(120));
    expect(at(5, 15 * 60, 2)).toEqual({ kind: 'stoppage', label: '120+' });
  });

  it('reads the retired code 6 as extra time', () => {
    expect(at(6, 60)).toEqual(minute(92));
  });
});

describe('footballMinute without a running clock', () => {
  it.each([0, 1, 3, 7, 8, 9, 10, 11, 12, 13])('shows nothing in state %i', (state) => {
    expect(at(state, 600)).toEqual({ kind: 'none' });
  });

  it('shows nothing when the half start is unknown', () => {
    expect(footballMinute({ state: 2, halfStartAt: 0, now: START })).toEqual({ kind: 'none' });
    expect(footballMinute({ state: 2, halfStartAt: Number.NaN, now: START })).toEqual({
      kind: 'none',
    });
    expect(footballMinute({ state: 2, halfStartAt: START, now: Number.NaN })).toEqual({
      kind: 'none',
    });
  });
});

describe('footballMinuteText', () => {
  it('writes a minute with an apostrophe', () => {
    expect(footballMinuteText(minute(23))).toBe("23'");
  });

  it('writes stoppage time as its label', () => {
    expect(footballMinuteText({ kind: 'stoppage', label: '45+' })).toBe('45+');
    expect(footballMinuteText({ kind: 'stoppage', label: '120+' })).toBe('120+');
  });

  it('writes nothing when there is no minute', () => {
    expect(footballMinuteText({ kind: 'none' })).toBe('');
  });
});
