/**
 * The statistical check of the game model against the real league averages (docs/basketball-model.md
 * has the table). Every pairing and game is seeded, so the measured numbers never change.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { boxScoreOf } from './box-score';
import { simulateGame } from './game';
import { CBA, NBA, type League } from './league';
import { createRandom } from './random';
import { cbaRatings, nbaRatings, type TeamRating } from './ratings';
import { basketballData } from './test-data';

interface Measured {
  points: number[];
  homeWins: number;
  overtimes: number;
  games: number;
  /** Per team per game. */
  totals: Record<'possessions' | 'threes' | 'freeThrows' | 'turnovers' | 'rebounds', number>;
}

function measure(league: League, teams: readonly TeamRating[], games: number): Measured {
  const random = createRandom(`calibration:${league.key}:pairings`);
  const m: Measured = {
    points: [],
    homeWins: 0,
    overtimes: 0,
    games,
    totals: { possessions: 0, threes: 0, freeThrows: 0, turnovers: 0, rebounds: 0 },
  };
  for (let g = 0; g < games; g++) {
    const [home, away] = randomPair(random, teams);
    const game = simulateGame(league, home, away, `calibration:${league.key}:${g}`);
    const box = boxScoreOf(league, home, away, game.plays);
    m.points.push(...game.score);
    if (game.score[0] > game.score[1]) m.homeWins++;
    if (game.periods.length > 4) m.overtimes++;
    m.totals.possessions += (game.possessions[0] + game.possessions[1]) / (2 * games);
    for (const { totals } of [box.home, box.away]) {
      m.totals.threes += totals.threePointersAttempted / (2 * games);
      m.totals.freeThrows += totals.freeThrowsAttempted / (2 * games);
      m.totals.turnovers += totals.turnovers / (2 * games);
      m.totals.rebounds += totals.rebounds / (2 * games);
    }
  }
  return m;
}

function randomPair(random: () => number, teams: readonly TeamRating[]): [TeamRating, TeamRating] {
  const home = Math.floor(random() * teams.length);
  const away = (home + 1 + Math.floor(random() * (teams.length - 1))) % teams.length;
  return [teams[home] as TeamRating, teams[away] as TeamRating];
}

const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const deviation = (values: readonly number[]) => {
  const m = mean(values);
  return Math.sqrt(mean(values.map((v) => (v - m) ** 2)));
};
const net = (t: TeamRating) => t.offense - t.defense;

function expectBetween(value: number, low: number, high: number): void {
  expect(value).toBeGreaterThanOrEqual(low);
  expect(value).toBeLessThanOrEqual(high);
}

describe('NBA calibration over 1,200 seeded games (2021-22 real values in brackets)', () => {
  const teams = nbaRatings(basketballData.nba);
  let m: Measured;
  beforeAll(() => {
    m = measure(NBA, teams, 1200);
  });

  it('scores 108-114 points per team (110.6), with a spread of 10-15', () => {
    expectBetween(mean(m.points), 108, 114);
    expectBetween(deviation(m.points), 10, 15);
  });

  it('wins 52-60% at home (54%) and goes to overtime in 4-8% of games (6%)', () => {
    expectBetween(m.homeWins / m.games, 0.52, 0.6);
    expectBetween(m.overtimes / m.games, 0.04, 0.08);
  });

  it('plays 96-101 possessions, 30-40 threes, 18-25 free throws, 12-16 turnovers and 40-48 rebounds a team', () => {
    expectBetween(m.totals.possessions, 96, 101);
    expectBetween(m.totals.threes, 30, 40);
    expectBetween(m.totals.freeThrows, 18, 25);
    expectBetween(m.totals.turnovers, 12, 16);
    expectBetween(m.totals.rebounds, 40, 48);
  });

  it('lets the better team win: the higher net rating wins at least 60% on a neutral floor when the gap is 8+', () => {
    const random = createRandom('calibration:nba:neutral');
    let games = 0;
    let favouriteWins = 0;
    for (let g = 0; games < 300; g++) {
      const [home, away] = randomPair(random, teams);
      if (Math.abs(net(home) - net(away)) < 8) continue;
      const game = simulateGame(NBA, home, away, `calibration:nba:neutral:${g}`, { neutral: true });
      games++;
      if (game.score[0] > game.score[1] === net(home) > net(away)) favouriteWins++;
    }
    expect(favouriteWins / games).toBeGreaterThanOrEqual(0.6);
  });
});

describe('CBA calibration over 600 seeded games', () => {
  const teams = cbaRatings(basketballData.cba);
  let m: Measured;
  beforeAll(() => {
    m = measure(CBA, teams, 600);
  });

  it('scores 98-112 points per team', () => {
    expectBetween(mean(m.points), 98, 112);
  });

  it('lets Liaoning beat Ningbo on a neutral floor most of the time', () => {
    const at = (key: string) => teams[basketballData.cba.teams.findIndex((t) => t.key === key)] as TeamRating;
    const wins = Array.from({ length: 200 }, (_, g) => {
      const game = simulateGame(CBA, at('Liaoning'), at('Ningbo'), `calibration:cba:neutral:${g}`, { neutral: true });
      return game.score[0] > game.score[1];
    }).filter(Boolean).length;
    expect(wins / 200).toBeGreaterThanOrEqual(0.8);
  });
});
