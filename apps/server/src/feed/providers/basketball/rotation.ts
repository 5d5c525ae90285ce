/**
 * Substitutions by minutes: each player is owed his share of the game so far; at a dead ball the coach
 * brings on the bench player owed most for the man on the floor owed least, once the gap exceeds a
 * threshold, which gives NBA-like stints (a starter's first lasts about 7 minutes).
 */
import { elapsed, playerIdOf, record, type GameState, type TeamState } from './game-state';
import { REGULATION_PERIODS } from './league';
import { BasketballPlayType } from '@kanqiu/domain';

const SWAP_GAP_SECONDS = 240;
const FIVE = 5;

/** The starters begin the game on the floor. */
export function startStints(team: TeamState): void {
  for (let i = 0; i < Math.min(FIVE, team.rotation.length); i++) {
    team.onCourt.push(i);
    team.stintStart[i] = 0;
  }
}

/** Dead-ball substitutions. */
export function rotate(game: GameState, team: TeamState): void {
  for (let swaps = 0; swaps < FIVE; swaps++) {
    const now = elapsed(game);
    const comingOn = mostOwedOnBench(game, team, now);
    const goingOff = leastOwedOnCourt(game, team, now);
    if (comingOn === null || goingOff === null) return;
    if (owed(game, team, comingOn, now) - owed(game, team, goingOff, now) < SWAP_GAP_SECONDS) return;
    substitute(game, team, goingOff, comingOn);
  }
}

/** The starters who can still play open the second half, as NBA coaches do. */
export function restoreStarters(game: GameState, team: TeamState): void {
  for (let starter = 0; starter < Math.min(FIVE, team.rotation.length); starter++) {
    if (team.onCourt.includes(starter) || fouledOut(game, team, starter)) continue;
    const now = elapsed(game);
    const reserves = team.onCourt.filter((i) => i >= FIVE);
    const goingOff = reserves.sort((a, b) => owed(game, team, a, now) - owed(game, team, b, now))[0];
    if (goingOff !== undefined) substitute(game, team, goingOff, starter);
  }
}

/** A player with his last allowed foul leaves for good. */
export function replaceFouledOut(game: GameState, team: TeamState, index: number): void {
  const comingOn = mostOwedOnBench(game, team, elapsed(game));
  if (comingOn !== null) substitute(game, team, index, comingOn);
}

export function fouledOut(game: GameState, team: TeamState, index: number): boolean {
  return (team.fouls[index] ?? 0) >= game.league.foulOut;
}

function substitute(game: GameState, team: TeamState, goingOff: number, comingOn: number): void {
  const now = elapsed(game);
  team.played[goingOff] = playedBy(team, goingOff, now);
  team.stintStart[goingOff] = -1;
  team.stintStart[comingOn] = now;
  team.onCourt[team.onCourt.indexOf(goingOff)] = comingOn;
  record(game, team, playerIdOf(team, comingOn), BasketballPlayType.substitution, 0, playerIdOf(team, goingOff));
}

function mostOwedOnBench(game: GameState, team: TeamState, now: number): number | null {
  let best: number | null = null;
  for (let i = 0; i < team.rotation.length; i++) {
    if (team.onCourt.includes(i) || fouledOut(game, team, i)) continue;
    if (best === null || owed(game, team, i, now) > owed(game, team, best, now)) best = i;
  }
  return best;
}

function leastOwedOnCourt(game: GameState, team: TeamState, now: number): number | null {
  let best: number | null = null;
  for (const i of team.onCourt) {
    if (best === null || owed(game, team, i, now) < owed(game, team, best, now)) best = i;
  }
  return best;
}

/** Seconds a player is owed: his share of the minutes played so far, less what he has played. */
function owed(game: GameState, team: TeamState, index: number, now: number): number {
  const share = team.rotation[index]?.seconds ?? 0;
  return (share * now) / (REGULATION_PERIODS * game.league.periodSeconds) - playedBy(team, index, now);
}

function playedBy(team: TeamState, index: number, now: number): number {
  const start = team.stintStart[index] ?? -1;
  return (team.played[index] ?? 0) + (start >= 0 ? now - start : 0);
}
