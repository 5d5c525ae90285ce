/**
 * The basketball game model: a game simulated possession by possession from the two teams' ratings,
 * seeded so that the same seed always plays the same game (docs/basketball-model.md).
 */
import type { FeedSide, ScorePair } from '../../events';
import { record, type GameState, type TeamState } from './game-state';
import { periodLength, REGULATION_PERIODS, type League } from './league';
import { BasketballPlayType } from '@kanqiu/domain';
import type { Play } from './play';
import { playPossession } from './possession';
import { createRandom } from './random';
import { expectedEfficiency, expectedPace, type TeamRating } from './ratings';
import { restoreStarters, rotate, startStints } from './rotation';

/**
 * The base rates score about 112 points per 100 possessions. A league's level moves the make
 * probabilities by 1/200 per point; a matchup's edge by 1/135 per point, because the lead drag
 * (possession.ts) pulls part of every margin back and ratings must still show in the results.
 */
const MODEL_EFFICIENCY = 112;
const LEVEL_PER_MAKE = 200;
const EDGE_PER_MAKE = 135;
/** Seconds an average possession spends beyond its first shot clock (offensive rebounds, side-line balls). */
const EXTRA_SEGMENT_SECONDS = 0.6;
const USAGE_PER_RAPTOR = 0.2;
const DEFENDING_PER_RAPTOR = 0.12;

export interface GameOptions {
  /** No home court (a test's neutral floor). */
  readonly neutral?: boolean;
}

export interface GameResult {
  readonly league: League;
  readonly home: TeamRating;
  readonly away: TeamRating;
  readonly plays: readonly Play[];
  readonly score: ScorePair;
  /** Points per period, overtimes included. */
  readonly periods: readonly ScorePair[];
  readonly possessions: ScorePair;
}

export function simulateGame(
  league: League,
  home: TeamRating,
  away: TeamRating,
  seed: string,
  options: GameOptions = {},
): GameResult {
  const game = createGame(league, home, away, seed, options);
  const tipWinner = game.random() < 0.5 ? game.home : game.away;
  for (let period = 1; period <= REGULATION_PERIODS || game.home.points === game.away.points; period++) {
    playPeriod(game, period, firstOffence(game, period, tipWinner));
  }
  return {
    league,
    home,
    away,
    plays: game.plays,
    score: [game.home.points, game.away.points],
    periods: game.periods.map(([h, a]) => [h, a]),
    possessions: [game.home.possessions, game.away.possessions],
  };
}

function createGame(league: League, home: TeamRating, away: TeamRating, seed: string, options: GameOptions): GameState {
  const pace = expectedPace(home, away, league.pace);
  const homeCourt = options.neutral ? 0 : ((league.homeAdvantage / 2) * 100) / pace;
  const level = (league.average - MODEL_EFFICIENCY) / LEVEL_PER_MAKE;
  const edge = (offence: TeamRating, defence: TeamRating, court: number) =>
    level + (expectedEfficiency(offence, defence, league.average) + court - league.average) / EDGE_PER_MAKE;
  return {
    league,
    random: createRandom(seed),
    home: teamState('home', home, league, edge(home, away, homeCourt)),
    away: teamState('away', away, league, edge(away, home, -homeCourt)),
    plays: [],
    periods: [],
    segmentMean: (REGULATION_PERIODS * league.periodSeconds) / (2 * pace) - EXTRA_SEGMENT_SECONDS,
    period: 0,
    clock: 0,
    run: { side: null, points: 0 },
  };
}

function teamState(side: FeedSide, rating: TeamRating, league: League, edge: number): TeamState {
  const rotation = rating.rotation;
  const team: TeamState = {
    side,
    rotation,
    onCourt: [],
    played: rotation.map(() => 0),
    stintStart: rotation.map(() => -1),
    fouls: rotation.map(() => 0),
    usage: rotation.map((p) => Math.exp(USAGE_PER_RAPTOR * p.offense)),
    defending: rotation.map((p) => Math.exp(DEFENDING_PER_RAPTOR * p.defense)),
    teamFouls: 0,
    lateFouls: 0,
    timeoutsLeft: league.timeouts,
    points: 0,
    possessions: 0,
    edge,
  };
  startStints(team);
  return team;
}

/** The possession arrow: the tip's loser starts the second and third quarters; overtime is a new tip. */
function firstOffence(game: GameState, period: number, tipWinner: TeamState): TeamState {
  const loser = tipWinner === game.home ? game.away : game.home;
  if (period === 2 || period === 3) return loser;
  if (period > REGULATION_PERIODS) return game.random() < 0.5 ? game.home : game.away;
  return tipWinner;
}

function playPeriod(game: GameState, period: number, first: TeamState): void {
  startPeriod(game, period);
  for (let offence = first; game.clock > 0; offence = offence === game.home ? game.away : game.home) {
    playPossession(game, offence);
  }
  record(game, null, null, BasketballPlayType.periodEnd);
}

function startPeriod(game: GameState, period: number): void {
  game.period = period;
  game.clock = periodLength(game.league, period);
  game.periods.push([0, 0]);
  record(game, null, null, BasketballPlayType.periodStart);
  for (const team of [game.home, game.away]) {
    team.teamFouls = 0;
    team.lateFouls = 0;
    if (period === 3) restoreStarters(game, team);
    else if (period > 1) rotate(game, team);
  }
}
