import { isFootballFinished, isFootballLive } from '@kanqiu/domain';
import { describe, expect, it } from 'vitest';
import { loadFootball } from '../../dataset/dataset';
import {
  buildReplaySchedule,
  dayOf,
  dayStartAt,
  fixturesBetween,
  fixturesOfDay,
  LEAGUE_EPOCH_DAY,
  type Fixture,
} from './calendar';
import { stateAt } from './timeline';

const football = loadFootball('data');
const schedule = buildReplaySchedule(football.matches);
const LEAGUES = { England: 38, Spain: 38, Italy: 38, Germany: 34, France: 38 } as const;
const COMPETITIONS = [...Object.keys(LEAGUES), 'World_Cup', 'European_Championship'];
/** 2025-06-01 in Shanghai. */
const TODAY = dayOf(Date.UTC(2025, 5, 1, 4) / 1000);

const competitionsOf = (fixtures: readonly Fixture[]) => new Set(fixtures.map((f) => f.competition));

describe('Shanghai days', () => {
  it('start at 16:00 UTC', () => {
    expect(new Date(dayStartAt(TODAY) * 1000).toISOString()).toBe('2025-05-31T16:00:00.000Z');
    expect(dayOf(dayStartAt(TODAY))).toBe(TODAY);
    expect(dayOf(dayStartAt(TODAY) - 1)).toBe(TODAY - 1);
  });
});

describe('fixtures of a day', () => {
  it('give every day around today every competition, kicking off that day at 5-minute slots', () => {
    for (let day = TODAY - 3; day <= TODAY + 3; day++) {
      const fixtures = fixturesOfDay(schedule, day);
      expect([...competitionsOf(fixtures)].sort()).toEqual([...COMPETITIONS].sort());
      expect(fixtures.length).toBeGreaterThanOrEqual(52);
      for (const f of fixtures) {
        expect(f.day).toBe(day);
        expect(dayOf(f.kickoffAt)).toBe(day);
        expect((f.kickoffAt - dayStartAt(day)) % 300).toBe(0);
        expect(f.providerMatchId).toBe(`${f.match.id}@${day}`);
      }
      expect(fixtures.map((f) => f.kickoffAt)).toEqual(fixtures.map((f) => f.kickoffAt).sort((a, b) => a - b));
    }
  });

  it('play one whole real matchday of each league a day', () => {
    for (const [competition, rounds] of Object.entries(LEAGUES)) {
      const fixtures = fixturesOfDay(schedule, TODAY).filter((f) => f.competition === competition);
      const round = fixtures[0]?.match.round;
      expect(fixtures.every((f) => f.match.round === round)).toBe(true);
      const real = football.matches.filter((m) => m.competition === competition && m.round === round);
      expect(fixtures.map((f) => f.match.id).sort()).toEqual(real.map((m) => m.id).sort());
      expect(round).toBe(((((TODAY - LEAGUE_EPOCH_DAY) % rounds) + rounds) % rounds) + 1);
    }
  });

  it('replay each competition whole in every cycle, with ids that never repeat', () => {
    for (const competition of COMPETITIONS) {
      const seen = new Map<number, number>();
      const ids = new Set<string>();
      for (let day = LEAGUE_EPOCH_DAY; day < LEAGUE_EPOCH_DAY + 2 * 38; day++) {
        for (const f of fixturesOfDay(schedule, day).filter((x) => x.competition === competition)) {
          seen.set(f.match.id, (seen.get(f.match.id) ?? 0) + 1);
          ids.add(f.providerMatchId);
        }
      }
      const real = football.matches.filter((m) => m.competition === competition);
      expect(seen.size).toBe(real.length);
      expect(ids.size).toBe([...seen.values()].reduce((a, b) => a + b, 0));
    }
  });
});

describe('real order', () => {
  /** The fixture's matchday (league and group stage), or its knockout round after the three group matchdays. */
  const KNOCKOUT_ROUNDS = ['r16', 'qf', 'sf', 'third', 'final'];
  const phase = (f: Fixture) => f.match.round ?? 4 + KNOCKOUT_ROUNDS.indexOf(f.match.stage);

  it('plays every matchday or stage only after the previous one has finished', () => {
    const fixtures = Array.from({ length: 80 }, (_, i) => fixturesOfDay(schedule, LEAGUE_EPOCH_DAY - 3 + i)).flat();
    const endOfPhase = new Map<string, number>();
    for (const f of fixtures) {
      const key = `${f.competition}#${f.cycle}#${phase(f)}`;
      endOfPhase.set(key, Math.max(endOfPhase.get(key) ?? -Infinity, f.endAt));
    }
    let compared = 0;
    for (const f of fixtures) {
      const previousEnd = endOfPhase.get(`${f.competition}#${f.cycle}#${phase(f) - 1}`);
      if (previousEnd === undefined) continue;
      expect(previousEnd).toBeLessThan(f.kickoffAt);
      compared++;
    }
    expect(compared).toBeGreaterThan(fixtures.length * 0.8);
  });

  it('plays a league matchday in its real kick-off order', () => {
    const fixtures = fixturesOfDay(schedule, TODAY).filter((f) => f.competition === 'England');
    const real = fixtures.map((f) => f.match.kickoff);
    expect(real).toEqual([...real].sort((a, b) => a - b));
  });
});

describe('at every hour', () => {
  it.each([TODAY - 1, TODAY, TODAY + 17, LEAGUE_EPOCH_DAY + 37])(
    'day %i has matches live, finished and upcoming in at least three competitions',
    (day) => {
      for (let minute = 0; minute < 1440; minute += 10) {
        const t = dayStartAt(day) + minute * 60;
        const around = fixturesBetween(schedule, t - 12 * 3600, t + 12 * 3600).map((f) => ({
          f,
          s: stateAt(f, t).state,
        }));
        const live = around.filter(({ s }) => isFootballLive(s)).map(({ f }) => f);
        const finished = around.filter(({ s }) => isFootballFinished(s)).map(({ f }) => f);
        const upcoming = around.filter(({ f }) => f.kickoffAt > t).map(({ f }) => f);
        expect(competitionsOf(live).size, `live at ${minute}`).toBeGreaterThanOrEqual(3);
        expect(competitionsOf(finished).size).toBeGreaterThanOrEqual(3);
        expect(competitionsOf(upcoming).size).toBeGreaterThanOrEqual(3);
      }
    },
  );
});

describe('fixtures between', () => {
  it('are exactly the fixtures played at some moment of the window', () => {
    const from = dayStartAt(TODAY) + 30 * 60;
    const to = from + 3600;
    const all = [TODAY - 1, TODAY].flatMap((day) => fixturesOfDay(schedule, day));
    const expected = all.filter((f) => f.kickoffAt <= to && f.endAt >= from).map((f) => f.providerMatchId);
    expect(fixturesBetween(schedule, from, to).map((f) => f.providerMatchId)).toEqual(expected);
    expect(expected.some((id) => id.endsWith(`@${TODAY - 1}`))).toBe(true);
  });
});
