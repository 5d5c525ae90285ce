import { randomUUID } from 'node:crypto';
import { userInfo } from '@kanqiu/contract';
import { sql } from 'kysely';
import { createLedger, type Ledger } from '../../src/modules/wallet/ledger.service';
import type { Db } from '../../src/platform/db/database';
import { dataOf, get, registerUser, type TestUser } from '../support/api';
import type { TestServer } from '../support/test-server';

/** The wallet's own service on the test server's database, as the other modules reach it through the door. */
export function ledgerOf(server: TestServer): Ledger {
  return createLedger(server.database.db, () => server.clock.now);
}

/** Points credited to a user as an operator's adjustment (points are only ever earned in the product). */
export const givePoints = (server: TestServer, user: { id: number }, amount: number) =>
  ledgerOf(server).credit({
    userId: user.id,
    currency: 'point',
    amount,
    reason: 'adjustment',
    idempotencyKey: `test:${randomUUID()}`,
  });

/**
 * A registered user with its id, for calling the service about the same user the HTTP routes see; certified as
 * an adult, since only adults buy coins and spend them (docs/decisions/0064-minor-mode-and-money-rules.md), unless
 * `birthDate` says otherwise.
 */
export async function walletUser(
  server: TestServer,
  { birthDate = '1990-01-01' }: { birthDate?: string | null } = {},
): Promise<TestUser & { id: number }> {
  const user = await registerUser(server);
  const id = dataOf(await get(server, '/user/center/info', { token: user.token }), userInfo).id;
  if (birthDate) await certifyAs(server, id, birthDate);
  return { ...user, id };
}

/** A real-name row as certification leaves it (its own checks are the user module's tests). */
export async function certifyAs(server: TestServer, userId: number, birthDate: string): Promise<void> {
  await server.database.db
    .insertInto('real_names')
    .values({
      user_id: userId,
      real_name_masked: '王*',
      id_number_masked: '1101**********0000',
      id_number_hash: `wallet-fixture-${userId}`,
      certified_at: server.clock.now,
      birth_date: birthDate,
    })
    .execute();
}

/** Every cached balance against the sum of its entries, and the lowest balance any entry ever left. */
export async function ledgerAudit(db: Db) {
  const sums = await db
    .selectFrom('wallet_entries')
    .select(['user_id', 'currency', sql<string | number>`sum(amount)`.as('total')])
    .groupBy(['user_id', 'currency'])
    .execute();
  const balances = await db.selectFrom('wallet_balances').selectAll().execute();
  const lowest = await db
    .selectFrom('wallet_entries')
    .select(sql<string | number | null>`min(balance_after)`.as('lowest'))
    .executeTakeFirstOrThrow();
  const key = (row: { user_id: number; currency: string }) => `${row.user_id}:${row.currency}`;
  return {
    sums: new Map(sums.map((row) => [key(row), Number(row.total)])),
    balances: new Map(balances.map((row) => [key(row), row.amount])),
    lowest: lowest.lowest === null ? null : Number(lowest.lowest),
  };
}
