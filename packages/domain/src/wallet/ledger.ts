/**
 * The ledger's vocabulary: two currencies and a closed list of reasons an entry may carry. Coins (球币) are
 * bought and spent on gifts and memberships; points (积分) are earned in the product and spent on guessing and
 * prize draws, and can never be bought or cashed out, so each reason names the one currency it moves.
 */
export const currencies = ['coin', 'point'] as const;
export type Currency = (typeof currencies)[number];

export const ledgerReasons = [
  'recharge',
  'rechargeRefund',
  'gift',
  'noble',
  'signIn',
  'signInBonus',
  'guessStake',
  'guessWin',
  'guessRefund',
  'lotteryDraw',
  'tipPurchase',
  'tipSale',
  'tipRefund',
  'lotteryPoints',
  'lotteryCoins',
  'adjustment',
] as const;
export type LedgerReason = (typeof ledgerReasons)[number];

/** The currency each reason moves; `null`: either (an operator's correction). */
const reasonCurrency: Record<LedgerReason, Currency | null> = {
  recharge: 'coin',
  // The coins of a 充值 taken back as its money is refunded (wallet/recharge.service.ts).
  rechargeRefund: 'coin',
  gift: 'coin',
  noble: 'coin',
  signIn: 'point',
  signInBonus: 'point',
  guessStake: 'point',
  guessWin: 'point',
  guessRefund: 'point',
  lotteryDraw: 'point',
  tipPurchase: 'coin',
  // The author's share of a priced tip's sale (experts/tip-sales.ts), credited with the purchase.
  tipSale: 'coin',
  tipRefund: 'coin',
  lotteryPoints: 'point',
  // A prize of coins (球币) from a draw before the wheel gave points only: kept for those entries, never credited now.
  lotteryCoins: 'coin',
  adjustment: null,
};

export const reasonMovesCurrency = (reason: LedgerReason, currency: Currency): boolean => {
  const moved = reasonCurrency[reason];
  return moved === null || moved === currency;
};

/** Amounts are whole coins or points, positive, and at most this much in one entry. */
export const MAX_LEDGER_AMOUNT = 1_000_000_000;

export const isLedgerAmount = (amount: number): boolean =>
  Number.isSafeInteger(amount) && amount > 0 && amount <= MAX_LEDGER_AMOUNT;

/** Letters, digits and `:_.-`, so a caller can namespace its keys (`signin:2026-03-14`, `gift:812`). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9:_.-]{1,100}$/;
