/**
 * What a team tries on a possession. Late in the fourth quarter and overtime teams play the score:
 * a team level or ahead runs the clock down, a team behind hurries, fouls to stop the clock and, three
 * down, looks for a three. These endings are why about one NBA game in sixteen goes to overtime.
 */
import { margin, type GameState, type TeamState } from './game-state';
import { REGULATION_PERIODS } from './league';

/** 'hold': level, play for the last shot; 'kneel': ahead, dribble out the clock without a shot. */
export type Intent = 'normal' | 'three' | 'hurry' | 'hold' | 'kneel' | 'foul' | 'heave';

const SHOT_CLOCK = 24;
/** Too little time for a set play: a catch-and-heave. */
const HEAVE_SECONDS = 2;
const LAST_MINUTE = 60;
const HURRY_SECONDS = 35;
/** Behind by more than this late on, fouling no longer makes sense. */
const FOUL_MARGIN = 10;

export function intentOf(game: GameState, offence: TeamState): Intent {
  if (game.period < REGULATION_PERIODS) return game.clock <= HEAVE_SECONDS ? 'heave' : 'normal';
  return lateIntent(game.clock, margin(game, offence));
}

function lateIntent(clock: number, lead: number): Intent {
  if (lead > 0 && defenceFouls(clock, lead)) return 'foul';
  if (lead > 0 && clock <= SHOT_CLOCK) return 'kneel';
  if (clock <= HEAVE_SECONDS) return 'heave';
  if (lead === 0 && clock <= SHOT_CLOCK) return 'hold';
  if (lead === -3 && clock <= HURRY_SECONDS) return 'three';
  if (lead < -3 && lead >= -FOUL_MARGIN && clock <= LAST_MINUTE) return 'three';
  if (lead < 0 && clock <= LAST_MINUTE) return 'hurry';
  return 'normal';
}

/** The team behind fouls when the leader could otherwise run out the clock. */
function defenceFouls(clock: number, lead: number): boolean {
  return (lead <= 3 && clock <= SHOT_CLOCK) || (lead <= FOUL_MARGIN && clock <= LAST_MINUTE);
}

/** Seconds the possession (or, after an offensive rebound, its next part) takes off the clock. */
export function durationOf(game: GameState, intent: Intent, segment: number): number {
  const { random, clock } = game;
  switch (intent) {
    case 'heave':
    case 'kneel':
      return clock;
    case 'foul':
      return 1 + Math.floor(random() * 3);
    case 'hold':
      return Math.max(0, clock - 1);
    case 'hurry':
    case 'three':
      return clock <= LAST_MINUTE ? 2 + Math.floor(random() * 6) : sampled(game, segment);
    case 'normal':
      return sampled(game, segment);
  }
}

const REBOUND_SEGMENT_MEAN = 7;
const MIN_SEGMENT = 2;

/** A two-uniform (triangular) spread around the mean: never under 2 s, never over the shot clock. */
function sampled(game: GameState, segment: number): number {
  const mean = segment === 0 ? game.segmentMean : REBOUND_SEGMENT_MEAN;
  const seconds = MIN_SEGMENT + (mean - MIN_SEGMENT) * (game.random() + game.random());
  return Math.min(SHOT_CLOCK, Math.round(seconds));
}
