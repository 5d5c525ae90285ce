import { describe, expect, it } from 'vitest';
import { shiftWeeks, wallClock, weeksBetweenYears, yearOf } from './season-shift';

const at = (iso: string) => Date.parse(iso) / 1000;
const beijing = (epochSec: number) => new Date((epochSec + 8 * 3600) * 1000).toISOString().slice(0, 16);
const weekday = (epochSec: number) => new Date((epochSec + 8 * 3600) * 1000).getUTCDay();

describe('week shift', () => {
  it('moves the 2017-18 season to August 2026 by 470 weeks, so the 19:45 Friday opener of 2017-08-11 is 02:45 Beijing on Saturday 2026-08-15', () => {
    expect(weeksBetweenYears('08-01', 2017, 2026)).toBe(470);
    expect(beijing(shiftWeeks(at('2017-08-11T18:45:00Z'), 470, 'Europe/London'))).toBe('2026-08-15T02:45');
  });

  it('keeps a Premier League Saturday 15:00 in winter at 23:00 Beijing time, on a Saturday', () => {
    // Tottenham v West Brom, Saturday 2017-11-25 15:00 GMT.
    const shifted = shiftWeeks(at('2017-11-25T15:00:00Z'), 470, 'Europe/London');
    expect(beijing(shifted)).toBe('2026-11-28T23:00');
    expect(weekday(shifted)).toBe(6);
  });

  it('keeps a summer 15:00 London kick-off at 22:00 Beijing time', () => {
    expect(beijing(shiftWeeks(at('2017-08-12T14:00:00Z'), 470, 'Europe/London'))).toBe('2026-08-15T22:00');
  });

  it('keeps the local time across a daylight-saving change: 15:00 BST on 2017-10-28 is 15:00 GMT on 2026-10-31', () => {
    const shifted = shiftWeeks(at('2017-10-28T14:00:00Z'), 470, 'Europe/London');
    expect(new Date(shifted * 1000).toISOString()).toBe('2026-10-31T15:00:00.000Z');
    expect(beijing(shifted)).toBe('2026-10-31T23:00');
  });

  it('keeps a Serie A 20:45 CET evening kick-off at 03:45 Beijing the next morning', () => {
    const shifted = shiftWeeks(at('2018-01-20T19:45:00Z'), 470, 'Europe/Rome');
    expect(new Date(wallClock(shifted, 'Europe/Rome') * 1000).toISOString()).toBe('2027-01-23T20:45:00.000Z');
    expect(beijing(shifted)).toBe('2027-01-24T03:45');
  });

  it('never moves a date more than three days off its calendar date', () => {
    for (let year = 2018; year <= 2060; year++) {
      const weeks = weeksBetweenYears('08-01', 2017, year);
      const moved = at('2017-08-01T12:00:00Z') + weeks * 7 * 86_400;
      expect(Math.abs(moved - at(`${year}-08-01T12:00:00Z`))).toBeLessThanOrEqual(3 * 86_400);
    }
  });

  it('reads the UTC year', () => {
    expect(yearOf(at('2026-12-31T23:59:59Z'))).toBe(2026);
    expect(yearOf(at('2027-01-01T00:00:00Z'))).toBe(2027);
  });
});
