import { describe, expect, it } from 'vitest';
import { loadFootball } from '../../dataset/dataset';
import { wallClock } from '../season-shift';
import { buildReplaySchedule, fixturesOfDay, dayOf } from './calendar';
import { SUPER_LEAGUE, SUPER_LEAGUE_TEAM_ID_BASE, superLeagueMatches, superLeagueTeams } from './super-league';
import { changesBetween } from './timeline';

const football = loadFootball('data');
const season = football.history.find((s) => s.competition === SUPER_LEAGUE)!;
const matches = superLeagueMatches(football.history);
const goals = (events: (typeof matches)[number]['events'], period: string, side: string) =>
  events.filter((e) => e[0] === period && e[3] === 'goal' && e[4] === side).length;

describe('superLeagueTeams', () => {
  it('gives the 16 clubs of 2024 ids from the base, with their Chinese names', () => {
    const teams = superLeagueTeams(football.history);
    expect(teams).toHaveLength(16);
    expect(teams.map((t) => t.id)).toEqual(teams.map((_, i) => SUPER_LEAGUE_TEAM_ID_BASE + i));
    expect(teams.find((t) => t.name === 'Shanghai Port FC')?.zh).toBe('上海海港');
  });
});

describe('superLeagueMatches', () => {
  it('keeps every real fixture, its Beijing kick-off and its real half-time and full-time scores', () => {
    expect(matches).toHaveLength(240);
    matches.forEach((match, i) => {
      const real = season.matches[i]!;
      const beijing = new Date(wallClock(match.kickoff, 'Asia/Shanghai') * 1000).toISOString();
      expect(beijing.slice(0, 16)).toBe(`${real.date}T${real.localTime}`);
      expect(match.score.ft).toEqual(real.ft);
      if (real.ht) expect(match.score.ht).toEqual(real.ht);
    });
  });

  it('generates goals that make the real half-time score at the break and the real final score', () => {
    for (const match of matches) {
      expect([goals(match.events, '1H', 'home'), goals(match.events, '1H', 'away')]).toEqual(match.score.ht);
      const total = (side: string) => goals(match.events, '1H', side) + goals(match.events, '2H', side);
      expect([total('home'), total('away')]).toEqual(match.score.ft);
      for (const [period, second] of match.events) expect(second).toBeLessThanOrEqual(match.periods[period]!);
    }
  });

  it('ends the replayed timeline at the real score', () => {
    const match = matches.find((m) => m.score.ft[0] + m.score.ft[1] >= 4)!;
    const fixture = {
      providerMatchId: 'x',
      match,
      competition: SUPER_LEAGUE,
      day: 0,
      cycle: 2024,
      kickoffAt: 0,
      endAt: 0,
    };
    const scores = changesBetween(fixture, -Infinity, Infinity).filter((c) => c.kind === 'score');
    expect(scores.at(-1)).toMatchObject({ scores: { score: match.score.ft, halfTime: match.score.ht } });
  });

  it('is the same on every call', () => {
    expect(superLeagueMatches(football.history)).toEqual(matches);
  });
});

describe('中超 on the replay calendar', () => {
  const schedule = buildReplaySchedule(matches);

  it('plays each round on its real weekdays at its real Beijing kick-off times', () => {
    // 2026: the season moved by whole weeks from 2024-03-01 (a Friday).
    const first = dayOf(Date.parse('2026-02-25T12:00:00+08:00') / 1000);
    const fixtures = Array.from({ length: 14 }, (_, i) => fixturesOfDay(schedule, first + i)).flat();
    const real = season.matches.filter((m) => m.round === 1);
    expect(fixtures.filter((f) => f.match.round === 1)).toHaveLength(real.length);
    for (const f of fixtures.filter((x) => x.match.round === 1)) {
      const shown = new Date(wallClock(f.kickoffAt, 'Asia/Shanghai') * 1000);
      const original = new Date(wallClock(f.match.kickoff, 'Asia/Shanghai') * 1000);
      expect(shown.getUTCDay()).toBe(original.getUTCDay());
      expect(shown.toISOString().slice(11, 16)).toBe(original.toISOString().slice(11, 16));
    }
  });
});
