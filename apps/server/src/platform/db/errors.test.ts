import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isUniqueViolation } from './errors';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('database errors', () => {
  it('tells an unreachable, restarting or busy database from a failed statement', () => {
    for (const error of [
      withCode('ECONNREFUSED'),
      withCode('08006'),
      withCode('57P01'),
      withCode('53300'),
      withCode('SQLITE_BUSY', 'database is locked'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
    ]) {
      expect(isDatabaseUnavailable(error), error.message).toBe(true);
    }
    for (const error of [withCode('23505'), withCode('42P01'), withCode('SQLITE_CONSTRAINT_UNIQUE'), 'ECONNREFUSED']) {
      expect(isDatabaseUnavailable(error)).toBe(false);
    }
  });

  it('recognises unique violations of both dialects', () => {
    expect(isUniqueViolation(withCode('23505'))).toBe(true);
    expect(isUniqueViolation(withCode('SQLITE_CONSTRAINT_PRIMARYKEY'))).toBe(true);
    expect(isUniqueViolation(withCode('SQLITE_BUSY'))).toBe(false);
  });
});
