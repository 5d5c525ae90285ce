import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { basketballFilterCookieExpiry, footballFilterCookieExpiry } from './cookie-expiry';

const HOUR_MS = 3_600_000;

const shanghai = (year: number, month: number, day: number, hour: number, minute = 0) =>
  new Date(Date.UTC(year, month - 1, day, hour - 8, minute));

const anyInstant = fc.integer({ min: 0, max: 4_102_444_800_000 }).map((time) => new Date(time));

describe('footballFilterCookieExpiry', () => {
  it('expires at 10:00 the same day before 10 am', () => {
    expect(footballFilterCookieExpiry(shanghai(2025, 6, 1, 0))).toEqual(shanghai(2025, 6, 1, 10));
    expect(footballFilterCookieExpiry(shanghai(2025, 6, 1, 9, 59))).toEqual(
      shanghai(2025, 6, 1, 10),
    );
  });

  it('expires at 10:00 the next day from 10 am on', () => {
    expect(footballFilterCookieExpiry(shanghai(2025, 6, 1, 10))).toEqual(shanghai(2025, 6, 2, 10));
    expect(footballFilterCookieExpiry(shanghai(2025, 6, 1, 23, 59))).toEqual(
      shanghai(2025, 6, 2, 10),
    );
  });

  it('uses the Shanghai date when the UTC date differs', () => {
    // 2025-05-31T20:00Z is 04:00 on 1 June in Shanghai.
    expect(footballFilterCookieExpiry(new Date('2025-05-31T20:00:00Z')).toISOString()).toBe(
      '2025-06-01T02:00:00.000Z',
    );
  });

  it('reaches 34 h from local midnight, as the spec counts it', () => {
    const midnight = shanghai(2025, 6, 1, 0);
    const afterTen = shanghai(2025, 6, 1, 10, 1);
    expect(footballFilterCookieExpiry(afterTen).getTime() - midnight.getTime()).toBe(34 * HOUR_MS);
  });

  it('is at most 34 h (in fact 24 h) away', () => {
    fc.assert(
      fc.property(anyInstant, (now) => {
        const span = footballFilterCookieExpiry(now).getTime() - now.getTime();
        return span > 0 && span <= 24 * HOUR_MS && span <= 34 * HOUR_MS;
      }),
    );
  });
});

describe('basketballFilterCookieExpiry', () => {
  it('expires at 15:00 the same day before 3 pm', () => {
    expect(basketballFilterCookieExpiry(shanghai(2025, 6, 1, 14, 59))).toEqual(
      shanghai(2025, 6, 1, 15),
    );
  });

  it('expires at 15:00 the next day from 3 pm on', () => {
    expect(basketballFilterCookieExpiry(shanghai(2025, 6, 1, 15))).toEqual(
      shanghai(2025, 6, 2, 15),
    );
    expect(basketballFilterCookieExpiry(shanghai(2025, 6, 1, 23, 59))).toEqual(
      shanghai(2025, 6, 2, 15),
    );
  });

  it('uses the Shanghai date when the UTC date differs', () => {
    // 2025-05-31T17:00Z is 01:00 on 1 June in Shanghai.
    expect(basketballFilterCookieExpiry(new Date('2025-05-31T17:00:00Z')).toISOString()).toBe(
      '2025-06-01T07:00:00.000Z',
    );
  });

  it('reaches 39 h from local midnight, as the spec counts it', () => {
    const midnight = shanghai(2025, 6, 1, 0);
    const afterThree = shanghai(2025, 6, 1, 15, 1);
    expect(basketballFilterCookieExpiry(afterThree).getTime() - midnight.getTime()).toBe(
      39 * HOUR_MS,
    );
  });

  it('is at most 39 h (in fact 24 h) away', () => {
    fc.assert(
      fc.property(anyInstant, (now) => {
        const span = basketballFilterCookieExpiry(now).getTime() - now.getTime();
        return span > 0 && span <= 24 * HOUR_MS && span <= 39 * HOUR_MS;
      }),
    );
  });
});
