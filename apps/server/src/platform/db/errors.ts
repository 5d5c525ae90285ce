/** A unique or primary-key constraint refused the write; SQLite and PostgreSQL say so differently. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const code = String(error.code);
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

const networkCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND']);
// pg reports a lost or unreachable server by message only.
const lostConnection =
  /connection terminated|timeout exceeded when trying to connect|query read timeout|not queryable/i;

/**
 * The database cannot answer now but may soon: PostgreSQL unreachable, going down or full (SQLSTATE
 * class 08, 57P0x, 53300), or SQLite busy past its busy_timeout. Callers answer 503 instead of 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = 'code' in error ? String(error.code) : '';
  return (
    networkCodes.has(code) ||
    code.startsWith('08') ||
    /^57P0[123]$/.test(code) ||
    code === '53300' ||
    code.startsWith('SQLITE_BUSY') ||
    code.startsWith('SQLITE_LOCKED') ||
    lostConnection.test(error.message)
  );
}
