import { currencies, ledgerReasons, rechargePackageIds } from '@kanqiu/domain';
import { z } from 'zod';
import { pageOf, pageQuery } from './envelope';

export const currency = z.enum(currencies);
export const ledgerReason = z.enum(ledgerReasons);

/** A user's balances, keyed by currency: 球币 (`coin`) and 积分 (`point`). */
export const walletBalances = z.object({ coin: z.number().int().min(0), point: z.number().int().min(0) });

/** One ledger entry: `amount` is signed (+ credit, − debit); `sandbox` marks coins from the sandbox provider. */
export const walletEntry = z.object({
  id: z.number().int(),
  currency,
  amount: z.number().int(),
  balanceAfter: z.number().int().min(0),
  reason: ledgerReason,
  reference: z.string().nullable(),
  /** The other side of a transfer (the anchor a gift went to, the fan it came from). */
  counterpartyId: z.number().int().nullable(),
  sandbox: z.boolean(),
  createdAt: z.number().int(),
});
export type WalletEntry = z.infer<typeof walletEntry>;

export const walletEntriesQuery = pageQuery.extend({ currency: currency.optional() });
export const walletEntriesPage = pageOf(walletEntry);

export const rechargePackage = z.object({ id: z.string(), yuan: z.number().int(), coins: z.number().int() });

/** What the 充值 screen offers: `available` false means 充值暂未开放; `sandbox` true means no money moves. */
export const rechargeOptions = z.object({
  available: z.boolean(),
  sandbox: z.boolean(),
  packages: z.array(rechargePackage),
});

/** `requestId` is chosen by the client once per tap, so a retried request never buys twice. */
export const rechargeBody = z.object({
  packageId: z.enum(rechargePackageIds),
  requestId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'requestId 为 8–64 位字母、数字、下划线或减号'),
});

/** `replayed`: this `requestId` was already credited and nothing new happened. */
export const rechargeResult = z.object({ entry: walletEntry, sandbox: z.boolean(), replayed: z.boolean() });

/** `alreadySignedIn`: today's points were already given; `points` and `balance` are those of that sign-in. */
export const signInResult = z.object({
  day: z.string(),
  points: z.number().int(),
  balance: z.number().int().min(0),
  alreadySignedIn: z.boolean(),
});
