import { z } from 'zod';
import { int32 } from '../fields';

export const scorePair = z.tuple([int32, int32]);
/** A score a feed sends: goals or points, never negative, short enough for the store's "h-a" text. */
const points = z.number().int().min(0).max(9999);
export const scoreline = z.tuple([points, points]);
export const side = z.enum(['home', 'away']);
export const sport = z.enum(['football', 'basketball']);
/** realScore: a real result whose play is generated (中超 2024: 比分真实，过程模拟). */
export const matchSource = z.enum(['replay', 'generated', 'live', 'realScore']);

/** A match named by its sport, competition and teams, with its score as stored (the shared card and room match). */
export const scoredMatch = z.object({
  sport,
  competition: z.string(),
  home: z.string(),
  away: z.string(),
  homeScore: z.number().int(),
  awayScore: z.number().int(),
});

/** Club colours [primary, secondary] (#RRGGBB) for the drawn badge; null when unknown. */
export const teamColors = z.tuple([z.string(), z.string()]).nullable();

/** A database id: PostgreSQL `integer` columns end at 2^31 − 1, so a larger one is a bad request, not a fault. */
export const idField = z.coerce.number().int().positive().max(2_147_483_647);

export const matchIdParams = z.object({ id: idField });

/** YYYY-MM-DD in Beijing time. */
export const dateField = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式为 YYYY-MM-DD');
