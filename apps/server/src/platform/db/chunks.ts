import { setImmediate as yieldToLoop } from 'node:timers/promises';

/**
 * Bound parameters per statement: far below SQLite's limit (32,766) and PostgreSQL's (65,535), so a
 * multi-row insert of any length the API accepts runs as several statements instead of failing.
 */
export const MAX_PARAMETERS = 10_000;

/** Splits rows so that each chunk binds at most `maxParameters` values (one per column of each row). */
export function chunksByParameters<Row extends object>(rows: readonly Row[], maxParameters = MAX_PARAMETERS): Row[][] {
  const columns = new Set(rows.flatMap((row) => Object.keys(row))).size;
  const size = Math.max(1, Math.floor(maxParameters / Math.max(1, columns)));
  const chunks: Row[][] = [];
  for (let i = 0; i < rows.length; i += size) chunks.push(rows.slice(i, i + size));
  return chunks;
}

/**
 * Runs a multi-row insert chunk by chunk (in the caller's transaction) and gathers what each returned.
 * It lets the event loop run between chunks: SQLite writes block it, and a long insert must not stop the API answering.
 */
export async function insertInChunks<Row extends object, Result>(
  rows: readonly Row[],
  insert: (chunk: Row[]) => Promise<readonly Result[]>,
): Promise<Result[]> {
  const results: Result[] = [];
  for (const [i, chunk] of chunksByParameters(rows).entries()) {
    if (i > 0) await yieldToLoop();
    results.push(...(await insert(chunk)));
  }
  return results;
}
