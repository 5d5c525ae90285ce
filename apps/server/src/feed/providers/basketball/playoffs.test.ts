import { SERIES_WINS, higherSeedAtHome } from '@kanqiu/domain';
import { describe, expect, it } from 'vitest';
import { dayOfDate, dayStartAt, regularSeasonEnd, seasonStartDay, weekdayOf, type BasketballFixture } from './calendar';
import { simulateGame } from './game';
import { NBA } from './league';
import { createNbaPlayoffs, nbaPlayoffTeams, regularSeasonStandings } from './playoffs';
import { nbaRatings } from './ratings';
import { basketballData } from './test-data';

const teams = nbaPlayoffTeams(basketballData.nba, nbaRatings(basketballData.nba));
const playoffs = createNbaPlayoffs(teams);

/** Every play-off fixture of the season that opened in `year`, asked for day by day from March to September. */
function playoffsOf(year: number): BasketballFixture[] {
  const fixtures: BasketballFixture[] = [];
  for (let day = dayOfDate(year + 1, 3, 1); day < dayOfDate(year + 1, 10, 1); day++) {
    fixtures.push(...playoffs.fixturesOfDay(day));
  }
  return fixtures;
}

const seriesOf = (f: BasketballFixture): string => /:po-(\w+)-\d$/.exec(f.providerMatchId)?.[1] ?? '';

function bySeries(fixtures: readonly BasketballFixture[]): Map<string, BasketballFixture[]> {
  const series = new Map<string, BasketballFixture[]>();
  for (const f of fixtures) series.set(seriesOf(f), [...(series.get(seriesOf(f)) ?? []), f]);
  return series;
}

const homeWon = (f: BasketballFixture): boolean => {
  const { score } = simulateGame(NBA, teams[f.home]!.rating, teams[f.away]!.rating, f.providerMatchId);
  return score[0] > score[1];
};

describe.each([2025, 2026])('the NBA play-offs after the season opening in %i', (year) => {
  const start = seasonStartDay('nba', dayOfDate(year + 1, 1, 1));
  const lastRegularDay = regularSeasonEnd('nba', start, teams.length);
  const standings = regularSeasonStandings(teams, start);
  const fixtures = playoffsOf(year);
  const series = bySeries(fixtures);

  it('seeds the eight best regular-season records of each conference: 1–8, 4–5, 3–6, 2–7 at the higher seed’s', () => {
    for (const s of standings) expect(s.wins + s.losses).toBe(82);
    for (const conference of ['east', 'west'] as const) {
      const seeds = standings.filter((s) => s.conference === conference).map((s) => s.team);
      const openers = fixtures.filter((f) => f.playoff?.stage === 'firstRound' && f.playoff.conference === conference);
      const pairs = openers.filter((f) => f.playoff?.game === 1).map((f) => [f.home, f.away]);
      const seed = (n: number) => seeds[n - 1]!;
      expect(pairs).toHaveLength(4);
      expect(pairs).toEqual(
        expect.arrayContaining([
          [seed(1), seed(8)],
          [seed(4), seed(5)],
          [seed(3), seed(6)],
          [seed(2), seed(7)],
        ]),
      );
    }
  });

  it('plays 15 best-of-seven series of 4–7 games, each ended by a fourth win, in the 2-2-1-1-1 home pattern', () => {
    expect(series.size).toBe(15);
    for (const games of series.values()) {
      expect(games.length).toBeGreaterThanOrEqual(SERIES_WINS);
      expect(games.length).toBeLessThanOrEqual(2 * SERIES_WINS - 1);
      const higher = games[0]!.home;
      const wins = new Map<number, number>();
      games.forEach((game, i) => {
        expect(game.playoff?.game).toBe(i + 1);
        expect(game.home).toBe(higherSeedAtHome(i + 1) ? higher : games[0]!.away);
        expect(game.playoff?.wins).toEqual([wins.get(game.away) ?? 0, wins.get(game.home) ?? 0]);
        const winner = homeWon(game) ? game.home : game.away;
        wins.set(winner, (wins.get(winner) ?? 0) + 1);
      });
      // One side reached its fourth win, with the last game.
      expect([...wins.values()].filter((w) => w === SERIES_WINS)).toHaveLength(1);
      expect(Math.max(...wins.values())).toBe(SERIES_WINS);
    }
  });

  it('sends the winners on through the bracket to the Finals, the last series, East against West', () => {
    const stages = [...series.values()].map((games) => games[0]!.playoff?.stage);
    expect(stages.filter((s) => s === 'firstRound')).toHaveLength(8);
    expect(stages.filter((s) => s === 'conferenceSemifinal')).toHaveLength(4);
    expect(stages.filter((s) => s === 'conferenceFinal')).toHaveLength(2);
    const finals = series.get('f')!;
    const others = fixtures.filter((f) => seriesOf(f) !== 'f');
    expect(finals[0]!.day).toBeGreaterThan(Math.max(...others.map((f) => f.day)));
    expect(new Set([finals[0]!.home, finals[0]!.away].map((team) => teams[team]!.conference))).toEqual(
      new Set(['east', 'west']),
    );
    const winnerOf = (games: readonly BasketballFixture[]) => {
      const last = games.at(-1)!;
      return homeWon(last) ? last.home : last.away;
    };
    expect(new Set([finals[0]!.home, finals[0]!.away])).toEqual(
      new Set([winnerOf(series.get('ef')!), winnerOf(series.get('wf')!)]),
    );
  });

  it('keeps a season’s shape: mid-April into June, games every 2–3 days, never two a day, 07:00–11:30', () => {
    const days = fixtures.map((f) => f.day);
    const first = Math.min(...days);
    const last = Math.max(...days);
    expect(first).toBeGreaterThan(lastRegularDay);
    expect(weekdayOf(first)).toBe(0);
    expect(first).toBeGreaterThanOrEqual(dayOfDate(year + 1, 4, 12));
    expect(first).toBeLessThan(dayOfDate(year + 1, 5, 1));
    expect(last).toBeGreaterThanOrEqual(dayOfDate(year + 1, 6, 1));
    expect(last).toBeLessThan(dayOfDate(year + 1, 7, 1));
    for (const f of fixtures) {
      const minute = (f.kickoffAt - dayStartAt(f.day)) / 60;
      expect(minute).toBeGreaterThanOrEqual(7 * 60);
      expect(minute).toBeLessThanOrEqual(11 * 60 + 30);
    }
    for (const games of series.values()) {
      const gaps = games.slice(1).map((g, i) => g.day - games[i]!.day);
      for (const gap of gaps) expect([2, 3]).toContain(gap);
    }
    for (let team = 0; team < teams.length; team++) {
      const played = fixtures.filter((f) => f.home === team || f.away === team).map((f) => f.day);
      expect(new Set(played).size).toBe(played.length);
    }
  });

  it('is the same on every instance', () => {
    const again = createNbaPlayoffs(teams);
    const day = fixtures[20]!.day;
    expect(again.fixturesOfDay(day)).toEqual(playoffs.fixturesOfDay(day));
  });
});

describe('outside the play-offs', () => {
  it('has no play-off games in the regular season nor from July to September', () => {
    for (let day = dayOfDate(2026, 11, 1); day < dayOfDate(2027, 4, 1); day += 7) {
      expect(playoffs.fixturesOfDay(day)).toEqual([]);
    }
    for (let day = dayOfDate(2026, 7, 1); day < dayOfDate(2026, 10, 1); day += 3) {
      expect(playoffs.fixturesOfDay(day)).toEqual([]);
    }
  });
});
