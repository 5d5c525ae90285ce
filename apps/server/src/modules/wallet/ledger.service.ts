import {
  currencies,
  IDEMPOTENCY_KEY_PATTERN,
  isLedgerAmount,
  ledgerReasons,
  reasonMovesCurrency,
  type Currency,
  type LedgerReason,
} from '@kanqiu/domain';
import type { WalletEntry } from '@kanqiu/contract';
import { z } from 'zod';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import { AppError, fail } from '../../platform/http/app-error';
import {
  addToBalance,
  findBalances,
  findEntries,
  findOperation,
  insertEntries,
  insertOperation,
  operationEntries,
  takeFromBalance,
  type EntryRow,
  type NewEntry,
} from './ledger.repository';

const content = {
  currency: z.enum(currencies),
  amount: z.number().refine(isLedgerAmount, '金额须为 1 至 10 亿之间的整数'),
  reason: z.enum(ledgerReasons),
  idempotencyKey: z.string().regex(IDEMPOTENCY_KEY_PATTERN, '幂等键格式不正确'),
  reference: z.string().min(1).max(128).optional(),
};
const userId = z.number().int().positive();
const currencyOfReason = (p: { reason: LedgerReason; currency: Currency }) => reasonMovesCurrency(p.reason, p.currency);
const reasonMessage = { message: '该事由不能使用这种货币', path: ['reason'] };

const postingSchema = z.object({ userId, ...content }).refine(currencyOfReason, reasonMessage);
const transferSchema = z
  .object({ fromUserId: userId, toUserId: userId, ...content })
  .refine(currencyOfReason, reasonMessage)
  .refine((t) => t.fromUserId !== t.toUserId, { message: '不能转给自己', path: ['toUserId'] });

/**
 * A sale: the buyer pays `amount` and the seller is credited `sellerShare` of it (the rest stays with the
 * platform), in one operation: both or neither, once per key. A null seller is the platform itself.
 */
const saleSchema = z
  .object({
    buyerId: userId,
    sellerId: userId.nullable(),
    ...content,
    sellerShare: z.number().int().nonnegative(),
    sellerReason: z.enum(ledgerReasons),
  })
  .refine(currencyOfReason, reasonMessage)
  .refine((t) => reasonMovesCurrency(t.sellerReason, t.currency), { ...reasonMessage, path: ['sellerReason'] })
  .refine((t) => t.sellerShare <= t.amount, { message: '分成不能超过售价', path: ['sellerShare'] })
  .refine((t) => t.buyerId !== t.sellerId, { message: '不能购买自己的内容', path: ['sellerId'] });

/** A credit or a debit: `amount` is positive, the direction is the method's. */
export type Posting = z.infer<typeof postingSchema>;
/** From a fan to an anchor (a gift), both sides in one transaction. */
export type Transfer = z.infer<typeof transferSchema>;
export type Sale = z.infer<typeof saleSchema>;
export type LedgerEntry = WalletEntry & { userId: number };
export type Balances = Record<Currency, number>;

/** `replayed`: the key was used before with the same content, and this is that first result. */
export type Posted = { entry: LedgerEntry; replayed: boolean };
export type Transferred = { debit: LedgerEntry; credit: LedgerEntry; replayed: boolean };
/** `credit`: the seller's share, null when it rounds to nothing. */
export type Sold = { debit: LedgerEntry; credit: LedgerEntry | null; replayed: boolean };

/** Told of each operation written (not of a replay), for the operator's figures. */
export type LedgerObserver = { posted(reason: LedgerReason, currency: Currency): void };

/** One entry of an operation; `reason` overrides the operation's (a sale's seller side). */
type Leg = { userId: number; amount: number; counterpartyId: number | null; reason?: LedgerReason };

function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new AppError('validationFailed', result.error.issues[0]?.message);
  return result.data;
}

function toLedgerEntry(row: EntryRow): LedgerEntry {
  return {
    id: row.id,
    userId: row.user_id,
    currency: row.currency,
    amount: row.amount,
    balanceAfter: row.balance_after,
    reason: row.reason,
    reference: row.reference,
    counterpartyId: row.counterparty_id,
    sandbox: row.sandbox === 1,
    createdAt: row.created_at,
  };
}

async function applyLeg(db: Db, currency: Currency, leg: Leg): Promise<number> {
  if (leg.amount > 0) return addToBalance(db, leg.userId, currency, leg.amount);
  return (await takeFromBalance(db, leg.userId, currency, -leg.amount)) ?? fail('insufficientBalance');
}

function entryOf(leg: Leg, balanceAfter: number) {
  return {
    user_id: leg.userId,
    amount: leg.amount,
    balance_after: balanceAfter,
    counterparty_id: leg.counterpartyId,
    ...(leg.reason ? { reason: leg.reason } : {}),
  };
}

/**
 * The ledger (ARCHITECTURE §7): every change is an operation with an idempotency key and its append-only
 * entries, written in one transaction with the cached balances, which therefore always equal the entries' sum
 * and never go below zero.
 */
export function createLedger(db: Db, clock: Clock, observer: LedgerObserver = { posted: () => undefined }) {
  /** Applies the legs (in user order, so two opposite transfers cannot deadlock) unless the key was used. */
  async function post(owner: number, legs: Leg[], p: Omit<Posting, 'userId'>, sandbox: boolean) {
    const { currency, reason, idempotencyKey: key } = p;
    const reference = p.reference ?? null;
    const fingerprint = JSON.stringify({ legs, currency, reason, reference, sandbox });
    const written = await db.transaction().execute(async (trx) => {
      const now = clock();
      const operationId = await insertOperation(trx, { userId: owner, key, fingerprint, now });
      if (operationId === null) return replay(trx, owner, key, fingerprint);
      const common = { operation_id: operationId, currency, reason, reference, idempotency_key: key, created_at: now };
      const entries: NewEntry[] = [];
      for (const leg of legs.toSorted((a, b) => a.userId - b.userId)) {
        entries.push({ ...common, ...entryOf(leg, await applyLeg(trx, currency, leg)), sandbox: sandbox ? 1 : 0 });
      }
      await insertEntries(trx, entries);
      return { entries: (await operationEntries(trx, operationId)).map(toLedgerEntry), replayed: false };
    });
    if (!written.replayed) observer.posted(reason, currency);
    return written;
  }

  async function replay(trx: Db, owner: number, key: string, fingerprint: string) {
    const first = await findOperation(trx, owner, key);
    if (!first) throw new Error(`The operation ${owner}/${key} vanished`);
    if (first.fingerprint !== fingerprint) fail('idempotencyKeyReused');
    return { entries: (await operationEntries(trx, first.id)).map(toLedgerEntry), replayed: true };
  }

  function single({ entries, replayed }: { entries: LedgerEntry[]; replayed: boolean }): Posted {
    const [entry] = entries;
    if (!entry) throw new Error('A posting wrote no entry');
    return { entry, replayed };
  }

  return {
    /** `sandbox` marks coins that came from the sandbox payment provider; only the recharge sets it. */
    async credit(input: Posting, { sandbox = false }: { sandbox?: boolean } = {}): Promise<Posted> {
      const p = parse(postingSchema, input);
      return single(await post(p.userId, [{ userId: p.userId, amount: p.amount, counterpartyId: null }], p, sandbox));
    },

    /** Answers `insufficientBalance` (nothing written) when the balance does not cover the amount. */
    async debit(input: Posting): Promise<Posted> {
      const p = parse(postingSchema, input);
      return single(await post(p.userId, [{ userId: p.userId, amount: -p.amount, counterpartyId: null }], p, false));
    },

    async transfer(input: Transfer): Promise<Transferred> {
      const t = parse(transferSchema, input);
      const legs = [
        { userId: t.fromUserId, amount: -t.amount, counterpartyId: t.toUserId },
        { userId: t.toUserId, amount: t.amount, counterpartyId: t.fromUserId },
      ];
      const { entries, replayed } = await post(t.fromUserId, legs, t, false);
      const debit = entries.find((e) => e.amount < 0);
      const credit = entries.find((e) => e.amount > 0);
      if (!debit || !credit) throw new Error('A transfer wrote fewer than two entries');
      return { debit, credit, replayed };
    },

    /** The buyer's debit and the seller's share as one operation keyed on the buyer's side. */
    async sale(input: Sale): Promise<Sold> {
      const t = parse(saleSchema, input);
      const legs: Leg[] = [{ userId: t.buyerId, amount: -t.amount, counterpartyId: t.sellerId }];
      if (t.sellerId !== null && t.sellerShare > 0) {
        legs.push({ userId: t.sellerId, amount: t.sellerShare, counterpartyId: t.buyerId, reason: t.sellerReason });
      }
      const { entries, replayed } = await post(t.buyerId, legs, t, false);
      const debit = entries.find((e) => e.amount < 0);
      if (!debit) throw new Error('A sale wrote no debit');
      return { debit, credit: entries.find((e) => e.amount > 0) ?? null, replayed };
    },

    async balance(userId: number): Promise<Balances> {
      const balances: Balances = { coin: 0, point: 0 };
      for (const row of await findBalances(db, userId)) balances[row.currency] = row.amount;
      return balances;
    },

    /** Newest first; page 1 is the latest `size` entries. */
    async entries(userId: number, query: { page: number; size: number; currency?: Currency | undefined }) {
      const { page, size, currency } = query;
      const rows = await findEntries(db, userId, { currency, limit: size + 1, offset: (page - 1) * size });
      return { list: rows.slice(0, size).map(toLedgerEntry), page, next: rows.length > size };
    },
  };
}

export type Ledger = ReturnType<typeof createLedger>;
