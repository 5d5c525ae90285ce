import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { endOfLocalDay, localDayOf, nextLocalHour } from './local-time';

const HOUR_MS = 3_600_000;

/** An instant given as Shanghai wall-clock time. */
const shanghai = (year: number, month: number, day: number, hour: number, minute = 0, second = 0) =>
  new Date(Date.UTC(year, month - 1, day, hour - 8, minute, second));

describe('nextLocalHour', () => {
  it('gives the same day when the hour is still ahead', () => {
    expect(nextLocalHour(shanghai(2025, 3, 14, 9, 59), 10)).toEqual(shanghai(2025, 3, 14, 10));
  });

  it('gives the next day at the hour itself', () => {
    expect(nextLocalHour(shanghai(2025, 3, 14, 10), 10)).toEqual(shanghai(2025, 3, 15, 10));
  });

  it('goes by Shanghai date when the UTC date is a day behind', () => {
    // 07:30 in Shanghai is 23:30 of the previous day in UTC.
    const now = shanghai(2025, 3, 14, 7, 30);
    expect(now.toISOString()).toBe('2025-03-13T23:30:00.000Z');
    expect(nextLocalHour(now, 10).toISOString()).toBe('2025-03-14T02:00:00.000Z');
  });

  it('crosses month and year ends', () => {
    expect(nextLocalHour(shanghai(2024, 12, 31, 23, 59), 10)).toEqual(shanghai(2025, 1, 1, 10));
    expect(nextLocalHour(shanghai(2024, 2, 28, 12), 10)).toEqual(shanghai(2024, 2, 29, 10));
  });

  it('handles times before 1970', () => {
    expect(nextLocalHour(shanghai(1969, 12, 31, 5), 10)).toEqual(shanghai(1969, 12, 31, 10));
  });

  it.each([-1, 24, 9.5, Number.NaN])('rejects hour %s', (hour) => {
    expect(() => nextLocalHour(new Date(0), hour)).toThrow(RangeError);
  });

  it('rejects an invalid date', () => {
    expect(() => nextLocalHour(new Date(Number.NaN), 10)).toThrow(RangeError);
  });

  it('always lands on hour:00 Shanghai within 24 h after now', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e13 }),
        fc.integer({ min: 0, max: 23 }),
        (time, hour) => {
          const expiry = nextLocalHour(new Date(time), hour).getTime();
          const local = new Date(expiry + 8 * HOUR_MS);
          expect(expiry - time).toBeGreaterThan(0);
          expect(expiry - time).toBeLessThanOrEqual(24 * HOUR_MS);
          expect([local.getUTCHours(), local.getUTCMinutes(), local.getUTCSeconds()]).toEqual([
            hour,
            0,
            0,
          ]);
          expect(local.getUTCMilliseconds()).toBe(0);
        },
      ),
    );
  });
});

describe('endOfLocalDay', () => {
  it('gives the next Shanghai midnight', () => {
    expect(endOfLocalDay(shanghai(2025, 3, 14, 12))).toEqual(shanghai(2025, 3, 15, 0));
    expect(endOfLocalDay(shanghai(2025, 3, 14, 23, 59, 59))).toEqual(shanghai(2025, 3, 15, 0));
  });

  it('at midnight itself, gives the end of the day just begun', () => {
    expect(endOfLocalDay(shanghai(2025, 3, 15, 0))).toEqual(shanghai(2025, 3, 16, 0));
  });

  it('is midnight Shanghai, 16:00 UTC', () => {
    // 20:00 UTC on the 13th is already 04:00 on the 14th in Shanghai.
    expect(endOfLocalDay(new Date('2025-03-13T20:00:00Z')).toISOString()).toBe(
      '2025-03-14T16:00:00.000Z',
    );
    expect(endOfLocalDay(new Date('2025-03-13T15:00:00Z')).toISOString()).toBe(
      '2025-03-13T16:00:00.000Z',
    );
  });
});

describe('localDayOf', () => {
  const seconds = (date: Date) => date.getTime() / 1000;

  it('turns the day at Shanghai midnight, not at UTC midnight', () => {
    expect(localDayOf(seconds(shanghai(2025, 3, 14, 23, 59, 59)))).toBe('2025-03-14');
    expect(localDayOf(seconds(shanghai(2025, 3, 15, 0)))).toBe('2025-03-15');
    expect(localDayOf(seconds(new Date('2025-03-14T16:00:00Z')))).toBe('2025-03-15');
  });

  it('is the day endOfLocalDay ends', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_000_000_000 }), (at) => {
        const end = seconds(endOfLocalDay(new Date(at * 1000)));
        expect(localDayOf(end - 1)).toBe(localDayOf(at));
        expect(localDayOf(end)).not.toBe(localDayOf(at));
      }),
    );
  });
});
