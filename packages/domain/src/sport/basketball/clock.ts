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
