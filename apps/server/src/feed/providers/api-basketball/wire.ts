/**
 * API-Basketball v1 (api-sports.io) answers as its documentation describes them, checked with zod so a changed field
 * fails loudly instead of storing nonsense. Written from the documentation, not from captured traffic: a game's
 * `scores` by quarter (`quarter_1` … `quarter_4`, `over_time` for all overtimes together, `total`), its `status` a
 * short code and a `timer`; team statistics per game; player statistics per game, whose `field_goals` count
 * two-point shots only (the documentation's sample adds up only so: points = 2 × field goals + 3 × threes + free
 * throws), while a team's `field_goals` count every shot from the field.
 */
import { z } from 'zod';
import { bookmakersOdds } from '../api-sports/odds';

const id = z.number().int();
const count = z.number().int().nullable();
const team = z.object({ id, name: z.string() });

const quarterScores = z.object({
  quarter_1: count,
  quarter_2: count,
  quarter_3: count,
  quarter_4: count,
  over_time: count,
  total: count,
});

export const apiGame = z.object({
  id,
  timestamp: z.number().int(),
  venue: z.string().nullable().optional(),
  /** NS, Q1–Q4, OT, BT (a break), HT, FT, AOT, POST, CANC, SUSP, AWD, ABD; `timer` the minute of the period. */
  status: z.object({ long: z.string(), short: z.string(), timer: z.union([z.string(), z.number()]).nullable() }),
  league: z.object({ id, name: z.string(), season: z.union([z.string(), z.number()]) }),
  country: z.object({ name: z.string().nullable() }).nullable().optional(),
  teams: z.object({ home: team, away: team }),
  scores: z.object({ home: quarterScores, away: quarterScores }),
});

const shots = z.object({ total: count, attempts: count });

export const apiTeamStatistics = z.object({
  game: z.object({ id }),
  team: z.object({ id }),
  field_goals: shots,
  threepoint_goals: shots,
  freethrows_goals: shots,
  rebounds: z.object({ total: count, offence: count, defense: count }),
  assists: count,
  steals: count,
  blocks: count,
  turnovers: count,
  personal_fouls: count,
});

export const apiPlayerStatistics = z.object({
  game: z.object({ id }),
  team: z.object({ id }),
  player: z.object({ id, name: z.string() }),
  /** "starters" or "bench". */
  type: z.string(),
  /** "27:35". */
  minutes: z.string().nullable(),
  field_goals: shots,
  threepoint_goals: shots,
  freethrows_goals: shots,
  rebounds: z.object({ total: count }),
  assists: count,
  points: count,
});

export const apiOdds = z.object({ game: z.object({ id }), bookmakers: bookmakersOdds });

export type ApiGame = z.infer<typeof apiGame>;
export type ApiTeamStatistics = z.infer<typeof apiTeamStatistics>;
export type ApiPlayerStatistics = z.infer<typeof apiPlayerStatistics>;
export type ApiOdds = z.infer<typeof apiOdds>;
