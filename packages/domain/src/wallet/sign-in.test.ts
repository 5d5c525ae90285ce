import { describe, expect, it } from 'vitest';
import { signInKey } from './sign-in';
import { IDEMPOTENCY_KEY_PATTERN } from './ledger';

describe('signInKey', () => {
  it('is one valid idempotency key per day', () => {
    expect(signInKey('2026-03-14')).toBe('signin:2026-03-14');
    expect(signInKey('2026-03-14')).not.toBe(signInKey('2026-03-15'));
    expect(IDEMPOTENCY_KEY_PATTERN.test(signInKey('2026-03-14'))).toBe(true);
  });
});
