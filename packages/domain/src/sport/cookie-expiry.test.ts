import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { basketballFilterCookieExpiry, footballFilterCookieExpiry } from './cookie-expiry';

const HOUR_MS = 3_600_000;

const shanghai = (year: number, month: number, day: number, hour: number, minute = 0) =>
  new Date(Date.UTC(year, month - 1, day, hour - 8, minute));

const anyInstant = fc.integer({ min: 0, max: 4_102_444_800_000 }).map((time) => new Date(time));

// The football list's filter cookie lasts until 10:00 Shanghai time, the basketball list's until 15:00; the spec
// counts their spans from local midnight (34 h and 39 h).
describe.each([
  { name: 'footballFilterCookieExpiry', expiry: footballFilterCookieExpiry, hour: 10, specHours: 34 },
  { name: 'basketballFilterCookieExpiry', expiry: basketballFilterCookieExpiry, hour: 15, specHours: 39 },
])('$name', ({ expiry, hour, specHours }) => {
  it(`expires at ${hour}:00 the same day before then`, () => {
    expect(expiry(shanghai(2025, 6, 1, 0))).toEqual(shanghai(2025, 6, 1, hour));
    expect(expiry(shanghai(2025, 6, 1, hour - 1, 59))).toEqual(shanghai(2025, 6, 1, hour));
  });

  it(`expires at ${hour}:00 the next day from then on`, () => {
    expect(expiry(shanghai(2025, 6, 1, hour))).toEqual(shanghai(2025, 6, 2, hour));
    expect(expiry(shanghai(2025, 6, 1, 23, 59))).toEqual(shanghai(2025, 6, 2, hour));
  });

  it('uses the Shanghai date when the UTC date differs', () => {
    // 2025-05-31T17:00Z is 01:00 on 1 June in Shanghai.
    expect(expiry(new Date('2025-05-31T17:00:00Z'))).toEqual(shanghai(2025, 6, 1, hour));
  });

  it(`reaches ${specHours} h from local midnight, as the spec counts it`, () => {
    const midnight = shanghai(2025, 6, 1, 0);
    const justAfter = shanghai(2025, 6, 1, hour, 1);
    expect(expiry(justAfter).getTime() - midnight.getTime()).toBe(specHours * HOUR_MS);
  });

  it(`is at most ${specHours} h (in fact 24 h) away`, () => {
    fc.assert(
      fc.property(anyInstant, (now) => {
        const span = expiry(now).getTime() - now.getTime();
        return span > 0 && span <= 24 * HOUR_MS && span <= specHours * HOUR_MS;
      }),
    );
  });
});
