import type { Currency } from '@kanqiu/domain';
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { WalletEntriesTable } from './tables';

export type EntryRow = Selectable<WalletEntriesTable>;
export type NewEntry = Omit<Insertable<WalletEntriesTable>, 'id'>;

/**
 * Records the operation, or returns null when the user already has one under this key. On PostgreSQL a
 * concurrent insert of the same key waits for the first to commit (then null) or roll back (then it inserts).
 */
export async function insertOperation(
  db: Db,
  operation: { userId: number; key: string; fingerprint: string; now: number },
): Promise<number | null> {
  const row = await db
    .insertInto('wallet_operations')
    .values({
      user_id: operation.userId,
      idempotency_key: operation.key,
      fingerprint: operation.fingerprint,
      created_at: operation.now,
    })
    .onConflict((oc) => oc.columns(['user_id', 'idempotency_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function findOperation(db: Db, userId: number, key: string) {
  return db
    .selectFrom('wallet_operations')
    .select(['id', 'fingerprint'])
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

export async function operationEntries(db: Db, operationId: number): Promise<EntryRow[]> {
  return db.selectFrom('wallet_entries').selectAll().where('operation_id', '=', operationId).orderBy('id').execute();
}

/** Adds to the balance (creating it at zero first); returns the new balance. */
export async function addToBalance(db: Db, userId: number, currency: Currency, amount: number): Promise<number> {
  const row = await db
    .insertInto('wallet_balances')
    .values({ user_id: userId, currency, amount })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'currency'])
        .doUpdateSet((eb) => ({ amount: eb('wallet_balances.amount', '+', eb.ref('excluded.amount')) })),
    )
    .returning('amount')
    .executeTakeFirstOrThrow();
  return row.amount;
}

/**
 * Takes from the balance only if it covers the amount, in one statement: PostgreSQL re-checks the condition
 * on the row a concurrent spend just committed, so two spends can never both pass on the same money.
 * Returns the new balance, or null when it does not cover the amount.
 */
export async function takeFromBalance(
  db: Db,
  userId: number,
  currency: Currency,
  amount: number,
): Promise<number | null> {
  const row = await db
    .updateTable('wallet_balances')
    .set((eb) => ({ amount: eb('amount', '-', amount) }))
    .where('user_id', '=', userId)
    .where('currency', '=', currency)
    .where('amount', '>=', amount)
    .returning('amount')
    .executeTakeFirst();
  return row?.amount ?? null;
}

export async function insertEntries(db: Db, entries: readonly NewEntry[]): Promise<void> {
  await db
    .insertInto('wallet_entries')
    .values([...entries])
    .execute();
}

export async function findBalances(db: Db, userId: number) {
  return db.selectFrom('wallet_balances').select(['currency', 'amount']).where('user_id', '=', userId).execute();
}

/** Newest first; one row more than asked, to tell whether another page exists. */
export async function findEntries(
  db: Db,
  userId: number,
  { currency, limit, offset }: { currency: Currency | undefined; limit: number; offset: number },
): Promise<EntryRow[]> {
  let query = db.selectFrom('wallet_entries').selectAll().where('user_id', '=', userId);
  if (currency) query = query.where('currency', '=', currency);
  return query.orderBy('id', 'desc').limit(limit).offset(offset).execute();
}
