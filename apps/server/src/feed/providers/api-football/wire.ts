/**
 * API-Football v3 (api-sports.io) responses as its documentation describes them, checked with zod so a changed
 * field fails loudly instead of storing nonsense. Written from the documentation, not from captured traffic:
 * every answer is the envelope `{ get, parameters, errors, results, paging, response }`, `errors` an empty array
 * or an object of messages (a bad key, `rateLimit`), times as `elapsed`/`extra` minutes, timestamps in epoch seconds.
 */
import { z } from 'zod';
import { bookmakersOdds } from '../api-sports/odds';

const id = z.number().int();
const count = z.number().int().nullable();
const named = z.object({ id: id.nullable(), name: z.string().nullable() });
const pair = z.object({ home: count, away: count });

export const fixtureStatus = z.object({ long: z.string(), short: z.string(), elapsed: count, extra: count.optional() });

export const apiEvent = z.object({
  time: z.object({ elapsed: z.number().int(), extra: count }),
  team: z.object({ id, name: z.string() }),
  player: named,
  assist: named,
  /** "Goal", "Card", "subst", "Var". */
  type: z.string(),
  /** "Normal Goal", "Own Goal", "Penalty", "Missed Penalty", "Yellow Card", "Red Card", "Goal cancelled", … */
  detail: z.string(),
  comments: z.string().nullable(),
});

export const apiTeamStatistics = z.object({
  team: z.object({ id, name: z.string() }),
  statistics: z.array(z.object({ type: z.string(), value: z.union([z.number(), z.string(), z.null()]) })),
});

const lineupEntry = z.object({
  player: z.object({ id: id.nullable(), name: z.string(), number: count, pos: z.string().nullable() }),
});

export const apiLineup = z.object({
  team: z.object({ id, name: z.string() }),
  formation: z.string().nullable(),
  startXI: z.array(lineupEntry),
  substitutes: z.array(lineupEntry),
});

export const apiFixture = z.object({
  fixture: z.object({
    id,
    timestamp: z.number().int(),
    periods: z.object({ first: count, second: count }),
    venue: z.object({ name: z.string().nullable(), city: z.string().nullable() }),
    status: fixtureStatus,
  }),
  league: z.object({ id, name: z.string(), country: z.string().nullable(), season: id, round: z.string().nullable() }),
  teams: z.object({ home: z.object({ id, name: z.string() }), away: z.object({ id, name: z.string() }) }),
  goals: pair,
  score: z.object({ halftime: pair, fulltime: pair, extratime: pair, penalty: pair }),
  /** Only a fixture asked for by `id` carries these. */
  events: z.array(apiEvent).optional(),
  lineups: z.array(apiLineup).optional(),
  statistics: z.array(apiTeamStatistics).optional(),
});

export const apiOdds = z.object({ fixture: z.object({ id }), update: z.string(), bookmakers: bookmakersOdds });

export type ApiFixture = z.infer<typeof apiFixture>;
export type ApiEvent = z.infer<typeof apiEvent>;
export type ApiTeamStatistics = z.infer<typeof apiTeamStatistics>;
export type ApiLineup = z.infer<typeof apiLineup>;
export type ApiOdds = z.infer<typeof apiOdds>;
