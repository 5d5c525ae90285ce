/** The mutable state of one simulated game and the helpers that write its play-by-play. */
import type { FeedSide, ScorePair } from '../../events';
import { elapsedAt, type League } from './league';
import type { BasketballPlayTypeCode } from '@kanqiu/domain';
import type { Play } from './play';
import type { Random } from './random';
import type { RotationPlayer } from './ratings';

export interface TeamState {
  readonly side: FeedSide;
  readonly rotation: readonly RotationPlayer[];
  /** Rotation indices of the five on the floor (empty for team-level CBA games). */
  readonly onCourt: number[];
  /** Seconds played in finished stints, and when the current stint began (-1: on the bench). */
  readonly played: number[];
  readonly stintStart: number[];
  readonly fouls: number[];
  /** Shot-selection and defensive weights, fixed per player for the game. */
  readonly usage: readonly number[];
  readonly defending: readonly number[];
  teamFouls: number;
  /** Fouls in the period's last two minutes (the NBA's bonus rule). */
  lateFouls: number;
  timeoutsLeft: number;
  points: number;
  possessions: number;
  /** Shift of the make probabilities from this matchup's ratings and home court. */
  edge: number;
}

export interface GameState {
  readonly league: League;
  readonly random: Random;
  readonly home: TeamState;
  readonly away: TeamState;
  readonly plays: Play[];
  readonly periods: [number, number][];
  /** Mean seconds of a possession's first shot clock, from the matchup's pace. */
  readonly segmentMean: number;
  period: number;
  clock: number;
  /** The current scoring run: who is on it and its unanswered points (a timeout breaks it). */
  run: { side: FeedSide | null; points: number };
}

export const other = (game: GameState, team: TeamState): TeamState => (team === game.home ? game.away : game.home);

export const margin = (game: GameState, team: TeamState): number => team.points - other(game, team).points;

export const elapsed = (game: GameState): number => elapsedAt(game.league, game.period, game.clock);

const scoreOf = (game: GameState): ScorePair => [game.home.points, game.away.points];

export function playerIdOf(team: TeamState, index: number | null): number | null {
  return index === null ? null : (team.rotation[index]?.id ?? null);
}

/** Appends a play; points are added to the score, the period's score and the scoring run first. */
export function record(
  game: GameState,
  team: TeamState | null,
  player: number | null,
  type: BasketballPlayTypeCode,
  points = 0,
  related: number | null = null,
): void {
  if (team && points > 0) addPoints(game, team, points);
  game.plays.push([game.period, game.clock, team?.side ?? null, player, type, points, scoreOf(game), related]);
}

function addPoints(game: GameState, team: TeamState, points: number): void {
  team.points += points;
  const period = game.periods[game.period - 1];
  if (period) period[team.side === 'home' ? 0 : 1] += points;
  if (game.run.side === team.side) game.run.points += points;
  else game.run = { side: team.side, points };
}
