import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_PATTERN, isLedgerAmount, MAX_LEDGER_AMOUNT, reasonMovesCurrency } from './ledger';

describe('reasonMovesCurrency', () => {
  it('keeps points out of what coins buy and coins out of guessing and draws', () => {
    expect(reasonMovesCurrency('gift', 'coin')).toBe(true);
    expect(reasonMovesCurrency('gift', 'point')).toBe(false);
    expect(reasonMovesCurrency('noble', 'point')).toBe(false);
    expect(reasonMovesCurrency('recharge', 'point')).toBe(false);
    expect(reasonMovesCurrency('guessStake', 'coin')).toBe(false);
    expect(reasonMovesCurrency('guessWin', 'coin')).toBe(false);
    expect(reasonMovesCurrency('lotteryDraw', 'coin')).toBe(false);
    expect(reasonMovesCurrency('signIn', 'point')).toBe(true);
  });

  it('lets an adjustment correct either currency', () => {
    expect(reasonMovesCurrency('adjustment', 'coin')).toBe(true);
    expect(reasonMovesCurrency('adjustment', 'point')).toBe(true);
  });
});

describe('isLedgerAmount', () => {
  it('takes whole positive amounts up to the cap', () => {
    expect(isLedgerAmount(1)).toBe(true);
    expect(isLedgerAmount(MAX_LEDGER_AMOUNT)).toBe(true);
  });

  it('refuses zero, negatives, fractions, the cap plus one and non-numbers', () => {
    for (const amount of [0, -1, 1.5, MAX_LEDGER_AMOUNT + 1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(isLedgerAmount(amount)).toBe(false);
    }
  });

  it('agrees with integer bounds for any number', () => {
    fc.assert(
      fc.property(fc.double(), (amount) => {
        expect(isLedgerAmount(amount)).toBe(Number.isInteger(amount) && amount >= 1 && amount <= MAX_LEDGER_AMOUNT);
      }),
    );
  });
});

describe('IDEMPOTENCY_KEY_PATTERN', () => {
  it('takes namespaced keys and refuses spaces, empty and overlong keys', () => {
    expect(IDEMPOTENCY_KEY_PATTERN.test('signin:2026-03-14')).toBe(true);
    expect(IDEMPOTENCY_KEY_PATTERN.test('gift:812.3_a')).toBe(true);
    expect(IDEMPOTENCY_KEY_PATTERN.test('')).toBe(false);
    expect(IDEMPOTENCY_KEY_PATTERN.test('a b')).toBe(false);
    expect(IDEMPOTENCY_KEY_PATTERN.test('k'.repeat(101))).toBe(false);
  });
});
