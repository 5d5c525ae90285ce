import { isFootballLive } from '@kanqiu/domain';
import { describe, expect, it } from 'vitest';
import { loadFootball } from '../../dataset/dataset';
import { wallClock } from '../season-shift';
import {
  buildReplaySchedule,
  busySlotBefore,
  dayOf,
  dayStartAt,
  fixturesBetween,
  fixturesOfDay,
  fixturesOfTeam,
  SEASON_RULES,
  seasonsBefore,
  type Fixture,
} from './calendar';
import { stateAt } from './timeline';

const football = loadFootball('data');
const schedule = buildReplaySchedule(football.matches);
const LEAGUES = ['England', 'Spain', 'Italy', 'Germany', 'France'];
const COMPETITIONS = [...LEAGUES, 'World_Cup', 'European_Championship'];
const utc = (iso: string) => Date.parse(iso) / 1000;
/** 2025-06-01 in Shanghai. */
const TODAY = dayOf(utc('2025-06-01T04:00:00Z'));

/** Every fixture kicking off in [from, to), Shanghai days. */
function fixturesFrom(from: string, to: string): Fixture[] {
  const first = dayOf(utc(`${from}T00:00:00+08:00`));
  const last = dayOf(utc(`${to}T00:00:00+08:00`));
  return Array.from({ length: last - first }, (_, i) => fixturesOfDay(schedule, first + i)).flat();
}

const SEASON_2026_27 = fixturesFrom('2026-06-01', '2027-07-31');
const local = (epochSec: number, timeZone: string) => new Date(wallClock(epochSec, timeZone) * 1000);
const competitionsOf = (fixtures: readonly Fixture[]) => new Set(fixtures.map((f) => f.competition));

describe('Shanghai days', () => {
  it('start at 16:00 UTC', () => {
    expect(new Date(dayStartAt(TODAY) * 1000).toISOString()).toBe('2025-05-31T16:00:00.000Z');
    expect(dayOf(dayStartAt(TODAY))).toBe(TODAY);
    expect(dayOf(dayStartAt(TODAY) - 1)).toBe(TODAY - 1);
  });
});

describe('the real season on the current calendar', () => {
  it('plays the 2018 World Cup in summer 2026, the leagues from August 2026 to May 2027, then Euro 2016', () => {
    const span = (competition: string) => {
      const own = SEASON_2026_27.filter((f) => f.competition === competition).map((f) => f.kickoffAt);
      return [new Date(Math.min(...own) * 1000), new Date(Math.max(...own) * 1000)].map((d) =>
        d.toISOString().slice(0, 10),
      );
    };
    expect(span('World_Cup')).toEqual(['2026-06-11', '2026-07-12']);
    expect(span('England')).toEqual(['2026-08-14', '2027-05-16']);
    expect(span('France')).toEqual(['2026-08-07', '2027-05-22']);
    expect(span('European_Championship')).toEqual(['2027-06-11', '2027-07-11']);
  });

  it('plays every real match once a season, each with its own id', () => {
    for (const competition of COMPETITIONS) {
      const own = SEASON_2026_27.filter((f) => f.competition === competition);
      const real = football.matches.filter((m) => m.competition === competition);
      expect(new Set(own.map((f) => f.match.id)).size).toBe(real.length);
      expect(own).toHaveLength(real.length);
    }
    const ids = SEASON_2026_27.map((f) => f.providerMatchId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const f of SEASON_2026_27) expect(f.providerMatchId).toBe(`${f.match.id}@${f.day}`);
  });

  it('keeps every match on its real weekday and at its real local kick-off time, in its real order', () => {
    for (const f of SEASON_2026_27) {
      const { timeZone } = SEASON_RULES[f.competition]!;
      const real = local(f.match.kickoff, timeZone);
      const shifted = local(f.kickoffAt, timeZone);
      expect(shifted.getUTCDay()).toBe(real.getUTCDay());
      expect(shifted.toISOString().slice(11, 16)).toBe(real.toISOString().slice(11, 16));
      expect(f.day).toBe(dayOf(f.kickoffAt));
    }
    for (const competition of COMPETITIONS) {
      const own = SEASON_2026_27.filter((f) => f.competition === competition);
      const real = [...own].sort((a, b) => a.match.kickoff - b.match.kickoff || a.match.id - b.match.id);
      expect(own.map((f) => f.match.id)).toEqual(real.map((f) => f.match.id));
    }
  });

  it('shows a Premier League Saturday 15:00 in winter at 23:00 Beijing time, on a Saturday', () => {
    // Tottenham v West Brom, 2017-11-25 15:00 GMT.
    const match = football.matches.find(
      (m) => m.competition === 'England' && m.kickoff === utc('2017-11-25T15:00:00Z'),
    );
    const fixture = SEASON_2026_27.find((f) => f.match.id === match?.id);
    expect(new Date(((fixture?.kickoffAt ?? 0) + 8 * 3600) * 1000).toISOString()).toBe('2026-11-28T23:00:00.000Z');
  });

  it('advances the league rounds about a week apart, midweek rounds where they really were', () => {
    const england = SEASON_2026_27.filter((f) => f.competition === 'England');
    const firstOfRound = new Map<number, number>();
    for (const f of england)
      if (!firstOfRound.has(f.match.round ?? 0)) firstOfRound.set(f.match.round ?? 0, f.kickoffAt);
    const starts = [...firstOfRound.entries()].sort((a, b) => a[0] - b[0]).map(([, at]) => at);
    const gaps = starts.slice(1).map((at, i) => (at - starts[i]!) / 86_400);
    expect(gaps.filter((g) => g >= 6 && g <= 8).length).toBeGreaterThan(15);
    expect(gaps.some((g) => g < 5)).toBe(true);
    expect(Math.max(...gaps)).toBeLessThan(16);
  });

  it('never has a club play twice within two days, across seasons too', () => {
    const fixtures = fixturesFrom('2025-07-01', '2028-08-01');
    const days = new Map<number, number[]>();
    for (const f of fixtures) {
      for (const team of [f.match.home, f.match.away]) days.set(team, [...(days.get(team) ?? []), f.day]);
    }
    for (const [team, played] of days) {
      for (let i = 1; i < played.length; i++)
        expect(played[i]! - played[i - 1]!, `team ${team}`).toBeGreaterThanOrEqual(2);
    }
  });

  it('has a real day the real number of matches of each competition', () => {
    // Saturday 2017-12-02 in Europe: its fixtures kick off on Shanghai days 2026-12-05 and 2026-12-06.
    const replayed = fixturesFrom('2026-12-05', '2026-12-07').filter((f) =>
      local(f.kickoffAt, SEASON_RULES[f.competition]!.timeZone).toISOString().startsWith('2026-12-05'),
    );
    for (const competition of LEAGUES) {
      const { timeZone } = SEASON_RULES[competition]!;
      const real = football.matches.filter(
        (m) => m.competition === competition && local(m.kickoff, timeZone).toISOString().startsWith('2017-12-02'),
      );
      expect(
        replayed
          .filter((f) => f.competition === competition)
          .map((f) => f.match.id)
          .sort(),
      ).toEqual(real.map((m) => m.id).sort());
    }
  });

  it('has days without football, as in the real calendar (an international break)', () => {
    expect(fixturesFrom('2026-11-11', '2026-11-13').filter((f) => LEAGUES.includes(f.competition))).toEqual([]);
  });
});

describe('the season so far', () => {
  it('is each competition’s latest season up to the day, kicked off before it', () => {
    const day = dayOf(utc('2026-11-23T12:00:00+08:00'));
    const before = seasonsBefore(schedule, day);
    expect([...competitionsOf(before)].sort()).toEqual([...COMPETITIONS].sort());
    expect(before.every((f) => f.day < day)).toBe(true);
    expect(before.filter((f) => f.competition === 'World_Cup').every((f) => f.cycle === 2026)).toBe(true);
    expect(before.filter((f) => f.competition === 'European_Championship').every((f) => f.cycle === 2025)).toBe(true);
    expect(before.filter((f) => f.competition === 'England').length).toBe(
      SEASON_2026_27.filter((f) => f.competition === 'England' && f.day < day).length,
    );
  });
});

describe('FEED_DEMO=busy', () => {
  it.each(['2026-11-23T08:00:00Z', '2027-07-01T08:00:00Z', '2028-09-30T08:00:00Z', '2031-02-14T08:00:00Z'])(
    'starts at a December Sunday 20:15 Beijing time before %s with football live in three leagues, and on for hours',
    (iso) => {
      const slot = busySlotBefore(utc(iso));
      expect(slot).toBeLessThanOrEqual(utc(iso));
      expect(utc(iso) - slot).toBeLessThan(366 * 86_400);
      const beijing = new Date((slot + 8 * 3600) * 1000);
      expect(beijing.getUTCDay()).toBe(0);
      expect(beijing.getUTCMonth()).toBe(11);
      expect(beijing.toISOString().slice(11, 16)).toBe('20:15');
      for (let minute = 0; minute <= 300; minute += 10) {
        const t = slot + minute * 60;
        const live = fixturesBetween(schedule, t, t).filter((f) => isFootballLive(stateAt(f, t).state));
        expect(competitionsOf(live).size, `${minute} min later`).toBeGreaterThanOrEqual(minute <= 60 ? 3 : 1);
      }
    },
  );
});

describe('fixtures between', () => {
  it('are exactly the fixtures played at some moment of the window, the evening before included', () => {
    const day = dayOf(utc('2026-11-29T12:00:00+08:00'));
    const from = dayStartAt(day) + 30 * 60;
    const to = from + 3600;
    const all = [day - 1, day].flatMap((d) => fixturesOfDay(schedule, d));
    const expected = all.filter((f) => f.kickoffAt <= to && f.endAt >= from).map((f) => f.providerMatchId);
    expect(fixturesBetween(schedule, from, to).map((f) => f.providerMatchId)).toEqual(expected);
    expect(expected.some((id) => id.endsWith(`@${day - 1}`))).toBe(true);
  });
});

describe("a team's next fixtures", () => {
  it("are its next real matches in real order, on today's dates, across the end of a season into the next", () => {
    const city = 1625;
    const realOrder = football.matches
      .filter((m) => m.competition === 'England' && (m.home === city || m.away === city))
      .sort((a, b) => a.kickoff - b.kickoff);
    const season = SEASON_2026_27.filter((f) => f.competition === 'England' && realOrder.includes(f.match));
    const twelfth = season[11]!;
    const next = fixturesOfTeam(schedule, city, twelfth.kickoffAt, 3);
    expect(next.map((f) => f.match.id)).toEqual(realOrder.slice(12, 15).map((m) => m.id));
    expect(next.every((f) => f.kickoffAt > twelfth.kickoffAt && f.cycle === 2026)).toBe(true);
    // After the season's last match: the first ones of the next year's pass.
    const last = season.at(-1)!;
    const after = fixturesOfTeam(schedule, city, last.kickoffAt, 2);
    expect(after.map((f) => [f.match.id, f.cycle])).toEqual(realOrder.slice(0, 2).map((m) => [m.id, 2027]));
  });
});
