import { BasketballStatus } from './status';

/** Four 12-minute quarters (NBA and CBA alike), then 5-minute overtimes. */
export const BASKETBALL_REGULATION_PERIODS = 4;
export const BASKETBALL_QUARTER_SECONDS = 12 * 60;
export const BASKETBALL_OVERTIME_SECONDS = 5 * 60;
/**
 * A generated game's clock stops for its whistles: on average 2.2 wall seconds pass per game second, so the
 * feed times its plays by it and the API ticks the period clock at its inverse.
 */
export const GENERATED_WALL_SECONDS_PER_GAME_SECOND = 2.2;

/** Game-clock seconds of period `period` (1–4 quarters, 5+ overtimes). */
export const basketballPeriodLength = (period: number): number =>
  period <= BASKETBALL_REGULATION_PERIODS ? BASKETBALL_QUARTER_SECONDS : BASKETBALL_OVERTIME_SECONDS;

/**
 * Seconds left on the game clock of the current period. The clock stops on
 * every whistle, so the time it stood still (pausedElapsedSec, wall-clock
 * seconds since periodStartAt during which the clock was stopped) is taken off
 * the wall-clock time. The result stays within [0, periodLengthSec].
 */
export interface BasketballClockInput {
  periodLengthSec: number;
  /** Epoch seconds when the period tipped off. */
  periodStartAt: number;
  /** Epoch seconds. */
  now: number;
  pausedElapsedSec?: number;
}

export const basketballSecondsLeft = (input: BasketballClockInput): number => {
  const { periodLengthSec, periodStartAt, now, pausedElapsedSec = 0 } = input;
  const length = Math.max(0, periodLengthSec);
  const played = now - periodStartAt - pausedElapsedSec;
  if (!Number.isFinite(length) || Number.isNaN(played)) return 0;
  // Ceil: the clock shows 0:01 until the last fraction of a second has gone.
  return Math.min(length, Math.max(0, Math.ceil(length - Math.max(0, played))));
};

const { q1, q2, q3, q4, overtime } = BasketballStatus;
const RUNNING_STATES: ReadonlySet<number> = new Set([q1, q2, q3, q4, overtime]);

/**
 * Whether the period clock runs: a quarter or overtime in play. State 9 (overtime) also covers the
 * break before an overtime, when the period has not started yet (no periodStartAt).
 */
export const isBasketballClockRunning = (state: number, periodStartAt: number | null): boolean =>
  RUNNING_STATES.has(state) && periodStartAt !== null;
