import { z } from 'zod';

/** The largest value of a PostgreSQL `integer` column. */
export const int32Max = 2_147_483_647;

/** Text the database can store: PostgreSQL refuses NUL (U+0000) in text columns. */
export function text(params?: { error: string }) {
  return z.string(params).refine((value) => !value.includes('\u0000'), '不能包含空字符');
}

/** A whole number a PostgreSQL `integer` column holds. */
export const int32 = z
  .number()
  .int()
  .min(-int32Max - 1)
  .max(int32Max);
