import { z } from 'zod';

/** The largest value of a PostgreSQL `integer` column. */
export const int32Max = 2_147_483_647;

/** Text the database can store: PostgreSQL refuses NUL (U+0000) in text columns. */
const storable = (value: string) => !value.includes('\u0000');
export const unstorableTextMessage = '不能包含空字符';

export function text(params?: { error: string }) {
  return z.string(params).refine(storable, unstorableTextMessage);
}

/**
 * Whether any string in a request's input (a parsed JSON body, a query, route parameters) is text the database
 * cannot store: the API refuses such a request once, before any route's schema, so no field can forget it.
 */
export function holdsUnstorableText(input: unknown): boolean {
  if (typeof input === 'string') return !storable(input);
  if (Array.isArray(input)) return input.some(holdsUnstorableText);
  if (input === null || typeof input !== 'object' || ArrayBuffer.isView(input)) return false;
  return Object.entries(input).some(([key, value]) => !storable(key) || holdsUnstorableText(value));
}

/** A whole number a PostgreSQL `integer` column holds. */
export const int32 = z
  .number()
  .int()
  .min(-int32Max - 1)
  .max(int32Max);
