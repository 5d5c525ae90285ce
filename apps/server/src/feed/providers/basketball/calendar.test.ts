import { describe, expect, it } from 'vitest';
import {
  BASKETBALL_EPOCH_DAY,
  dayOf,
  dayStartAt,
  fixturesOfDay,
  roundPairings,
  type BasketballFixture,
} from './calendar';
import { NBA } from './league';
import { periodStartOffset, QUARTER_BREAK_SECONDS } from './timeline';

const teamCounts = { nba: 30, cba: 20 };
const FIRST_DAY = BASKETBALL_EPOCH_DAY + 500;
const days = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => fixturesOfDay(from + i, teamCounts));

describe('Shanghai days', () => {
  it('start at 16:00 UTC', () => {
    const t = Date.UTC(2025, 2, 10, 15, 59, 59) / 1000;
    expect(dayOf(t + 1)).toBe(dayOf(t) + 1);
    expect(dayStartAt(dayOf(t + 1))).toBe(t + 1);
  });
});

describe('fixturesOfDay', () => {
  it('plays 8 and 7 NBA games on alternate days and 5 CBA games a day, on even Beijing hours', () => {
    for (const [i, fixtures] of days(FIRST_DAY, 6).entries()) {
      const day = FIRST_DAY + i;
      const nba = fixtures.filter((f) => f.league.key === 'nba');
      expect(nba).toHaveLength(i % 2 === 0 ? 8 : 7);
      expect(fixtures.filter((f) => f.league.key === 'cba')).toHaveLength(5);
      for (const f of fixtures) {
        expect(f.providerMatchId).toMatch(new RegExp(`^(nba|cba):${day}:\\d$`));
        expect(f.kickoffAt - dayStartAt(day)).toBeGreaterThanOrEqual(0);
        expect((f.kickoffAt - dayStartAt(day)) % 7200).toBe(0);
      }
    }
  });

  it('never has a team play twice on one day', () => {
    for (const fixtures of days(FIRST_DAY, 10)) {
      for (const league of ['nba', 'cba']) {
        const teams = fixtures.filter((f) => f.league.key === league).flatMap((f) => [f.home, f.away]);
        expect(new Set(teams).size).toBe(teams.length);
      }
    }
  });

  it('is the same on every call', () => {
    expect(fixturesOfDay(FIRST_DAY, teamCounts)).toEqual(fixturesOfDay(FIRST_DAY, teamCounts));
  });

  it('has every team meet every other twice per cycle, once at home', () => {
    for (const [league, teams] of [
      ['nba', 30],
      ['cba', 20],
    ] as const) {
      const cycleDays = 4 * (teams - 1);
      const games = days(BASKETBALL_EPOCH_DAY, cycleDays)
        .flat()
        .filter((f) => f.league.key === league);
      const pairs = new Set(games.map((f) => `${f.home}-${f.away}`));
      expect(games).toHaveLength(teams * (teams - 1));
      expect(pairs.size).toBe(teams * (teams - 1));
    }
  });

  it('has a game on at every minute of the day', () => {
    const regulation = periodStartOffset(NBA, 5) - QUARTER_BREAK_SECONDS;
    const fixtures: BasketballFixture[] = days(FIRST_DAY, 4).flat();
    for (let t = dayStartAt(FIRST_DAY + 1); t < dayStartAt(FIRST_DAY + 3); t += 60) {
      expect(fixtures.some((f) => f.kickoffAt <= t && t < f.kickoffAt + regulation)).toBe(true);
    }
  });
});

describe('roundPairings', () => {
  it('pairs every team once per round', () => {
    for (let round = 0; round < 58; round++) {
      const teams = roundPairings(30, round).flat();
      expect(new Set(teams).size).toBe(30);
    }
  });
});
