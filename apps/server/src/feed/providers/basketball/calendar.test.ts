import { describe, expect, it } from 'vitest';
import {
  dayOf,
  dayOfDate,
  dayStartAt,
  fixturesOfDay,
  roundPairings,
  seasonStartDay,
  weekdayOf,
  type BasketballFixture,
} from './calendar';
import type { LeagueKey } from './league';

const teamCounts = { nba: 30, cba: 20 };
const minuteOfDay = (f: BasketballFixture) => (f.kickoffAt - dayStartAt(f.day)) / 60;
const clock = (hour: number, minute = 0) => hour * 60 + minute;

/** Every fixture of one league's season that opened in `year`, day by day. */
function seasonOf(key: LeagueKey, year: number): BasketballFixture[] {
  const start = seasonStartDay(key, dayOfDate(year + 1, 1, 1));
  const fixtures: BasketballFixture[] = [];
  for (let day = start; day < dayOfDate(year + 1, 6, 1); day++) {
    fixtures.push(...fixturesOfDay(day, teamCounts).filter((f) => f.league.key === key));
  }
  return fixtures;
}

/** The days each team plays, by team index. */
function playingDays(fixtures: readonly BasketballFixture[]): Map<number, number[]> {
  const days = new Map<number, number[]>();
  for (const f of fixtures) for (const team of [f.home, f.away]) days.set(team, [...(days.get(team) ?? []), f.day]);
  return days;
}

const monthOf = (day: number) => new Date(day * 86_400_000).getUTCMonth() + 1;

describe('Shanghai days', () => {
  it('start at 16:00 UTC', () => {
    const t = Date.UTC(2025, 2, 10, 15, 59, 59) / 1000;
    expect(dayOf(t + 1)).toBe(dayOf(t) + 1);
    expect(dayStartAt(dayOf(t + 1))).toBe(t + 1);
  });

  it('know their weekday', () => {
    expect(weekdayOf(dayOfDate(2026, 11, 23))).toBe(1);
    expect(weekdayOf(dayOfDate(2026, 11, 29))).toBe(0);
  });
});

describe.each([2025, 2026])('the NBA season opening in %i', (year) => {
  const season = seasonOf('nba', year);
  const days = playingDays(season);

  it('opens on a Wednesday in Beijing (a Tuesday night in America) from 22 October and ends in April', () => {
    const first = season[0]!.day;
    expect(weekdayOf(first)).toBe(3);
    expect(first).toBeGreaterThanOrEqual(dayOfDate(year, 10, 22));
    expect(first).toBeLessThan(dayOfDate(year, 10, 29));
    expect(monthOf(season.at(-1)!.day)).toBe(4);
    expect(fixturesOfDay(first - 1, teamCounts).filter((f) => f.league.key === 'nba')).toEqual([]);
  });

  it('plays 7 or 8 games a night, tipping off 07:00–11:30 Beijing time', () => {
    const perNight = new Map<number, number>();
    for (const f of season) perNight.set(f.day, (perNight.get(f.day) ?? 0) + 1);
    expect(new Set(perNight.values())).toEqual(new Set([7, 8]));
    for (const f of season) {
      expect(minuteOfDay(f)).toBeGreaterThanOrEqual(clock(7));
      expect(minuteOfDay(f)).toBeLessThanOrEqual(clock(11, 30));
    }
  });

  it('gives every team 82 games, never two a day, back-to-backs only on consecutive days, 3–4 a week', () => {
    expect(days.size).toBe(30);
    for (const played of days.values()) {
      expect(played).toHaveLength(82);
      const gaps = played.slice(1).map((day, i) => day - played[i]!);
      expect(Math.min(...gaps)).toBeGreaterThanOrEqual(1);
      // a back-to-back is never followed by a third day running
      for (let i = 1; i < gaps.length; i++) expect(gaps[i - 1] === 1 && gaps[i] === 1).toBe(false);
      for (let from = played[0]!; from + 7 <= played.at(-1)!; from++) {
        const inWeek = played.filter((day) => day >= from && day < from + 7).length;
        expect(inWeek).toBeGreaterThanOrEqual(3);
        expect(inWeek).toBeLessThanOrEqual(4);
      }
    }
  });

  it('has every team meet every other at home and away', () => {
    const pairs = new Set(season.map((f) => `${f.home}-${f.away}`));
    expect(pairs.size).toBe(30 * 29);
  });
});

describe.each([2025, 2026])('the CBA season opening in %i', (year) => {
  const season = seasonOf('cba', year);

  it('opens on a Saturday from 12 October and ends in April', () => {
    const first = season[0]!.day;
    expect(weekdayOf(first)).toBe(6);
    expect(first).toBeGreaterThanOrEqual(dayOfDate(year, 10, 12));
    expect(first).toBeLessThan(dayOfDate(year, 10, 19));
    expect(monthOf(season.at(-1)!.day)).toBe(4);
  });

  it('plays 2 or 3 games every day of its season', () => {
    const perDay = new Map<number, number>();
    for (const f of season) perDay.set(f.day, (perDay.get(f.day) ?? 0) + 1);
    expect(perDay.size).toBe(season.at(-1)!.day - season[0]!.day + 1);
    expect(new Set(perDay.values())).toEqual(new Set([2, 3]));
  });

  it('tips off at 19:35 on weekdays and at 15:00 or 20:00 at weekends', () => {
    for (const f of season) {
      const weekend = [0, 6].includes(weekdayOf(f.day));
      expect(weekend ? [clock(15), clock(20)] : [clock(19, 35)]).toContain(minuteOfDay(f));
    }
  });

  it('gives every team 46 games, at most one a day', () => {
    const days = playingDays(season);
    expect(days.size).toBe(20);
    for (const played of days.values()) {
      expect(played).toHaveLength(46);
      expect(new Set(played).size).toBe(46);
    }
  });
});

describe('fixturesOfDay', () => {
  it('has no regular-season games from May to September (the NBA play-offs are playoffs.ts)', () => {
    for (let day = dayOfDate(2026, 5, 1); day < dayOfDate(2026, 10, 1); day += 3) {
      expect(fixturesOfDay(day, teamCounts)).toEqual([]);
    }
  });

  it('names each game by league, day and order, and is the same on every call', () => {
    const day = dayOfDate(2026, 11, 23);
    const fixtures = fixturesOfDay(day, teamCounts);
    expect(fixtures.length).toBeGreaterThan(7);
    for (const f of fixtures) expect(f.providerMatchId).toMatch(new RegExp(`^(nba|cba):${day}:\\d$`));
    expect(fixturesOfDay(day, teamCounts)).toEqual(fixtures);
  });
});

describe('roundPairings', () => {
  it('pairs every team once per round', () => {
    for (let round = 0; round < 82; round++) {
      const teams = roundPairings(30, round).flat();
      expect(new Set(teams).size).toBe(30);
    }
  });
});
