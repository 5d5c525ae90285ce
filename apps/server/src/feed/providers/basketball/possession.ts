/**
 * One possession, play by play. The rates are the NBA's 2021-22 per-team averages turned into
 * per-play chances (docs/basketball-model.md); the ratings move only the make probabilities.
 */
import { margin, other, playerIdOf, record, type GameState, type TeamState } from './game-state';
import { REGULATION_PERIODS } from './league';
import { BasketballPlayType } from '@kanqiu/domain';
import { fouledOut, replaceFouledOut, rotate } from './rotation';
import { durationOf, intentOf, type Intent } from './tactics';

/** 'continue': the same team keeps the ball (offensive rebound, side-line ball after a foul). */
type Outcome = 'end' | 'continue';

const RATES = {
  turnover: 0.112,
  stealShare: 0.575,
  offensiveFoulShare: 0.12,
  personalFoul: 0.075,
  threeShare: 0.37,
  lateThreeShare: 0.92,
  shootingFoulTwo: 0.095,
  shootingFoulThree: 0.017,
  makeTwo: 0.533,
  makeThree: 0.354,
  heave: 0.08,
  freeThrow: 0.775,
  andOneTwo: 0.06,
  andOneThree: 0.006,
  assistedTwo: 0.52,
  assistedThree: 0.82,
  blockTwo: 0.17,
  blockThree: 0.02,
  /** A miss that goes out of bounds: nobody is credited with the rebound. */
  teamRebound: 0.1,
  teamReboundKept: 0.3,
  offensiveRebound: 0.245,
  freeThrowOffensiveRebound: 0.13,
} as const;

/** Hot hand: a team on a run shoots a little better, up to a bound. */
const MOMENTUM_PER_POINT = 0.002;
const MAX_MOMENTUM = 0.02;
/** A team well ahead eases off and one behind presses: the margin pulls gently back. */
const LEAD_DRAG_PER_POINT = 0.0025;
const MAX_LEAD_DRAG = 0.04;
/** In the closing minutes the leader protects the ball and the clock while the trailer gambles. */
const CLOSING_SECONDS = 180;
const CLOSING_DRAG_FACTOR = 3;
/** A last shot against a set defence is a hard one. */
const LAST_SHOT_SECONDS = 3;
const LAST_SHOT_PENALTY = 0.08;
const TIMEOUT_RUN = 8;
const ROUTINE_TIMEOUT = 0.08;
const LATE_TIMEOUT = 0.4;
const LATE_SECONDS = 120;
const BONUS_FOULS = 5;
const LATE_BONUS_FOULS = 2;

export function playPossession(game: GameState, offence: TeamState): void {
  offence.possessions++;
  for (let segment = 0; ; segment++) {
    const intent = intentOf(game, offence);
    game.clock = Math.max(0, game.clock - durationOf(game, intent, segment));
    if (intent === 'kneel' || resolve(game, offence, intent) === 'end' || game.clock === 0) return;
  }
}

function resolve(game: GameState, offence: TeamState, intent: Intent): Outcome {
  if (intent === 'foul') return personalFoul(game, offence);
  if (intent === 'heave') return heave(game, offence);
  const r = game.random();
  if (r < RATES.turnover) return turnover(game, offence);
  if (r < RATES.turnover + RATES.personalFoul) return personalFoul(game, offence);
  const threeShare = intent === 'three' ? RATES.lateThreeShare : RATES.threeShare;
  return shot(game, offence, game.random() < threeShare);
}

function shot(game: GameState, offence: TeamState, three: boolean): Outcome {
  const shooter = pick(game, offence, offence.usage);
  if (game.random() < (three ? RATES.shootingFoulThree : RATES.shootingFoulTwo)) {
    commitFoul(game, other(game, offence), shooter);
    return freeThrows(game, offence, shooter, three ? 3 : 2);
  }
  if (game.random() < makeProbability(game, offence, three)) return made(game, offence, shooter, three);
  return missed(game, offence, shooter, three);
}

function heave(game: GameState, offence: TeamState): Outcome {
  const shooter = pick(game, offence, offence.usage);
  if (game.random() < RATES.heave) return made(game, offence, shooter, true);
  return missed(game, offence, shooter, true);
}

function made(game: GameState, offence: TeamState, shooter: number | null, three: boolean): Outcome {
  const type = three ? BasketballPlayType.threePointMade : BasketballPlayType.twoPointMade;
  record(game, offence, playerIdOf(offence, shooter), type, three ? 3 : 2);
  if (game.random() < (three ? RATES.assistedThree : RATES.assistedTwo)) {
    record(game, offence, playerIdOf(offence, pick(game, offence, offence.usage, shooter)), BasketballPlayType.assist);
  }
  if (game.random() < (three ? RATES.andOneThree : RATES.andOneTwo)) {
    commitFoul(game, other(game, offence), shooter);
    return freeThrows(game, offence, shooter, 1);
  }
  afterScore(game, other(game, offence));
  return 'end';
}

function missed(game: GameState, offence: TeamState, shooter: number | null, three: boolean): Outcome {
  const type = three ? BasketballPlayType.threePointMissed : BasketballPlayType.twoPointMissed;
  record(game, offence, playerIdOf(offence, shooter), type);
  if (game.random() < (three ? RATES.blockThree : RATES.blockTwo)) {
    const defence = other(game, offence);
    const blocker = pick(game, defence, defence.defending);
    record(game, defence, playerIdOf(defence, blocker), BasketballPlayType.block, 0, playerIdOf(offence, shooter));
  }
  return rebound(game, offence, RATES.offensiveRebound);
}

function freeThrows(game: GameState, offence: TeamState, shooter: number | null, count: number): Outcome {
  for (let shotNumber = 1; ; shotNumber++) {
    const scored = game.random() < RATES.freeThrow;
    const type = scored ? BasketballPlayType.freeThrowMade : BasketballPlayType.freeThrowMissed;
    record(game, offence, playerIdOf(offence, shooter), type, scored ? 1 : 0);
    if (shotNumber < count) continue;
    if (!scored) return rebound(game, offence, RATES.freeThrowOffensiveRebound);
    afterScore(game, other(game, offence));
    return 'end';
  }
}

function rebound(game: GameState, offence: TeamState, offensiveRate: number): Outcome {
  if (game.random() < RATES.teamRebound) return game.random() < RATES.teamReboundKept ? 'continue' : 'end';
  if (game.random() < offensiveRate) {
    record(
      game,
      offence,
      playerIdOf(offence, pick(game, offence, offence.defending)),
      BasketballPlayType.offensiveRebound,
    );
    return 'continue';
  }
  const defence = other(game, offence);
  record(
    game,
    defence,
    playerIdOf(defence, pick(game, defence, defence.defending)),
    BasketballPlayType.defensiveRebound,
  );
  return 'end';
}

function turnover(game: GameState, offence: TeamState): Outcome {
  const r = game.random();
  const loser = pick(game, offence, offence.usage);
  const defence = other(game, offence);
  if (r >= RATES.stealShare && r < RATES.stealShare + RATES.offensiveFoulShare) commitFoul(game, offence, null, loser);
  record(game, offence, playerIdOf(offence, loser), BasketballPlayType.turnover);
  if (r < RATES.stealShare) {
    record(game, defence, playerIdOf(defence, pick(game, defence, defence.defending)), BasketballPlayType.steal);
  } else {
    deadBall(game);
  }
  return 'end';
}

/** A foul away from a shot: free throws in the bonus, else the ball out of bounds. */
function personalFoul(game: GameState, offence: TeamState): Outcome {
  const defence = other(game, offence);
  const fouled = pick(game, offence, null);
  commitFoul(game, defence, fouled);
  if (defence.teamFouls >= BONUS_FOULS || (game.league.lateBonus && defence.lateFouls >= LATE_BONUS_FOULS)) {
    return freeThrows(game, offence, fouled, 2);
  }
  deadBall(game);
  return 'continue';
}

/** `fouler` is given for an offensive foul; otherwise anyone on the floor. */
function commitFoul(
  game: GameState,
  team: TeamState,
  fouled: number | null,
  fouler: number | null = pick(game, team, null),
): void {
  const victim = other(game, team);
  record(game, team, playerIdOf(team, fouler), BasketballPlayType.foul, 0, playerIdOf(victim, fouled));
  team.teamFouls++;
  if (game.clock <= LATE_SECONDS) team.lateFouls++;
  if (fouler === null) return;
  team.fouls[fouler] = (team.fouls[fouler] ?? 0) + 1;
  if (fouledOut(game, team, fouler)) replaceFouledOut(game, team, fouler);
}

function makeProbability(game: GameState, offence: TeamState, three: boolean): number {
  const base = three ? RATES.makeThree : RATES.makeTwo;
  const onRun = game.run.side === offence.side;
  const momentum = onRun ? Math.min(MAX_MOMENTUM, game.run.points * MOMENTUM_PER_POINT) : 0;
  const lead = margin(game, offence);
  const closing = game.period >= REGULATION_PERIODS && game.clock <= CLOSING_SECONDS ? CLOSING_DRAG_FACTOR : 1;
  const drag = Math.max(-MAX_LEAD_DRAG, Math.min(MAX_LEAD_DRAG, lead * LEAD_DRAG_PER_POINT * closing));
  const lastShot = game.period >= REGULATION_PERIODS && game.clock <= LAST_SHOT_SECONDS ? LAST_SHOT_PENALTY : 0;
  return base + offence.edge + momentum - drag - lastShot;
}

/** The team scored on may call a timeout: always to stop an 8-0 run, often when behind late. */
function afterScore(game: GameState, team: TeamState): void {
  if (team.timeoutsLeft === 0) return;
  const opponentRun = game.run.side === team.side ? 0 : game.run.points;
  const late = game.period >= REGULATION_PERIODS && game.clock <= LATE_SECONDS && margin(game, team) < 0;
  if (opponentRun < TIMEOUT_RUN && game.random() >= (late ? LATE_TIMEOUT : ROUTINE_TIMEOUT)) return;
  team.timeoutsLeft--;
  record(game, team, null, BasketballPlayType.timeout);
  game.run = { side: null, points: 0 };
  deadBall(game);
}

function deadBall(game: GameState): void {
  rotate(game, game.home);
  rotate(game, game.away);
}

/** A rotation index of a player on the floor, by weight (null weights: anyone); null in team-level games. */
function pick(
  game: GameState,
  team: TeamState,
  weights: readonly number[] | null,
  exclude: number | null = null,
): number | null {
  let total = 0;
  for (const i of team.onCourt) if (i !== exclude) total += weights ? (weights[i] ?? 0) : 1;
  if (total === 0) return null;
  let target = game.random() * total;
  for (const i of team.onCourt) {
    if (i === exclude) continue;
    target -= weights ? (weights[i] ?? 0) : 1;
    if (target < 0) return i;
  }
  return null;
}
