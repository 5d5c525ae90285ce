import { z } from 'zod';
import { int32, text } from '../fields';

/**
 * Box-score lines of a basketball game, as the feed sends them and the detail shows them. Counts are
 * cumulative at the snapshot's minute; percentages are 0–100 with one decimal (0 without an attempt).
 */
const count = int32.nonnegative();

const boxLine = {
  secondsPlayed: z.number().nonnegative(),
  points: count,
  rebounds: count,
  offensiveRebounds: count,
  assists: count,
  steals: count,
  blocks: count,
  turnovers: count,
  fouls: count,
  fieldGoalsMade: count,
  fieldGoalsAttempted: count,
  threePointersMade: count,
  threePointersAttempted: count,
  freeThrowsMade: count,
  freeThrowsAttempted: count,
};

const percent = z.number().min(0).max(100);

export const playerBoxLine = z.object({
  ...boxLine,
  playerId: int32.nonnegative(),
  name: text().min(1).max(128),
  starter: z.boolean(),
});

export const teamBoxLine = z.object({
  ...boxLine,
  fieldGoalPercent: percent,
  threePointPercent: percent,
  freeThrowPercent: percent,
});

/** `players` is empty for team-level (CBA) games. */
export const teamBoxScore = z.object({ players: z.array(playerBoxLine).max(30), totals: teamBoxLine });

export type PlayerBoxLine = z.infer<typeof playerBoxLine>;
export type TeamBoxLine = z.infer<typeof teamBoxLine>;
export type TeamBoxScore = z.infer<typeof teamBoxScore>;
