import type { AnimationSide, Zone } from './motion';

/**
 * One thing the animation shows: an event of the data (a shot, a corner, a basket) or a guess from a
 * statistic's rise (an attack). `side` is whose event it is (the scorer's, the carded side's); `attacker`
 * holds the ball and tells which way the zone is read; `next` holds it once the moment has passed.
 */
export interface AnimationMoment<K extends string = string> {
  readonly key: string;
  readonly kind: K;
  readonly side: AnimationSide | null;
  readonly attacker: AnimationSide | null;
  readonly next: AnimationSide | null;
  /** null: the ball stays where it is (a substitution, a timeout). */
  readonly zone: Zone | null;
  readonly label: string;
  readonly player: string | null;
  /** Read from a statistic's rise or the clock, not from an event of the data. */
  readonly guessed: boolean;
  /** How long the moment holds the screen before play settles; 0: it stays until the next one. */
  readonly holdMs: number;
}

export const MOMENT_HOLD_MS = 8000;
export const BIG_MOMENT_HOLD_MS = 15000;

/** A shape's zone: always the same one, or none (the ball stays where it is). */
export const atZone = (zone: Zone) => (): Zone => zone;
export const staysPut = (): null => null;
