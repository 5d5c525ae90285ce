import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isMatchDay,
  matchDayOf,
  matchDayRange,
  matchDaysBetween,
  matchDayStart,
  matchDayWeekday,
  shiftMatchDay,
} from './match-day';

const at = (iso: string) => Date.parse(iso) / 1000;

describe('matchDayOf', () => {
  it('uses the Beijing date', () => {
    expect(matchDayOf(at('2025-05-31T15:59:59Z'))).toBe('2025-05-31');
    expect(matchDayOf(at('2025-05-31T16:00:00Z'))).toBe('2025-06-01');
  });
});

describe('matchDayStart', () => {
  it('is Beijing midnight', () => {
    expect(matchDayStart('2025-06-01')).toBe(at('2025-05-31T16:00:00Z'));
  });

  it.each(['2025-02-30', '2025-13-01', '0050-01-01', '2025-6-1', 'today'])('rejects %s', (day) => {
    expect(isMatchDay(day)).toBe(false);
    expect(() => matchDayStart(day)).toThrow(RangeError);
  });

  it('round-trips with matchDayOf for any instant of the day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800 }), (time) => {
        const day = matchDayOf(time);
        const start = matchDayStart(day);
        expect(isMatchDay(day)).toBe(true);
        expect(time - start).toBeGreaterThanOrEqual(0);
        expect(time - start).toBeLessThan(86_400);
      }),
    );
  });
});

describe('day arithmetic', () => {
  it('shifts across month and year ends', () => {
    expect(shiftMatchDay('2024-12-31', 1)).toBe('2025-01-01');
    expect(shiftMatchDay('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('counts days between', () => {
    expect(matchDaysBetween('2025-06-01', '2025-06-08')).toBe(7);
    expect(matchDaysBetween('2025-06-08', '2025-06-01')).toBe(-7);
  });

  it('lists a range of days', () => {
    expect(matchDayRange('2025-06-01', -2, 3)).toEqual(['2025-05-30', '2025-05-31', '2025-06-01']);
  });

  it('numbers weekdays from Monday', () => {
    expect(matchDayWeekday('2025-06-02')).toBe(1);
    expect(matchDayWeekday('2025-06-08')).toBe(7);
    expect(matchDayWeekday('1970-01-01')).toBe(4);
  });
});
