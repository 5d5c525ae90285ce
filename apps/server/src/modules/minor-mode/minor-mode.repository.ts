import type { MinorUsage, PasswordFailures } from '@kanqiu/domain';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { Dialect } from '../../platform/db/migration';

export function findMode(db: Db, holder: string) {
  return db.selectFrom('minor_modes').selectAll().where('holder', '=', holder).executeTakeFirst();
}

export type MinorModeRow = NonNullable<Awaited<ReturnType<typeof findMode>>>;

export async function insertMode(db: Db, holder: string, passwordHash: string, now: number): Promise<void> {
  await db
    .insertInto('minor_modes')
    .values({ holder, password_hash: passwordHash, enabled_at: now, usage_day: null, used_minutes: 0, last_minute: 0 })
    .execute();
}

export async function deleteMode(db: Db, holder: string): Promise<void> {
  await db.deleteFrom('minor_modes').where('holder', '=', holder).execute();
}

export async function saveUsage(db: Db, holder: string, usage: MinorUsage): Promise<void> {
  await db
    .updateTable('minor_modes')
    .set({ usage_day: usage.day, used_minutes: usage.minutes, last_minute: usage.lastMinute })
    .where('holder', '=', holder)
    .execute();
}

export async function savePassDay(db: Db, holder: string, day: string): Promise<void> {
  await db.updateTable('minor_modes').set({ pass_day: day }).where('holder', '=', holder).execute();
}

/** Read afresh (not from the cached mode), as a guess may have been counted a moment ago on another instance. */
export async function findPasswordFailures(db: Db, holder: string): Promise<PasswordFailures> {
  const row = await db
    .selectFrom('minor_modes')
    .select(['password_failures', 'password_failed_since'])
    .where('holder', '=', holder)
    .executeTakeFirst();
  return { count: row?.password_failures ?? 0, since: row?.password_failed_since ?? null };
}

export async function savePasswordFailures(db: Db, holder: string, failures: PasswordFailures): Promise<void> {
  await db
    .updateTable('minor_modes')
    .set({ password_failures: failures.count, password_failed_since: failures.since })
    .where('holder', '=', holder)
    .execute();
}

export async function savePasswordHash(db: Db, holder: string, passwordHash: string): Promise<number> {
  const result = await db
    .updateTable('minor_modes')
    .set({ password_hash: passwordHash, password_failures: 0, password_failed_since: null })
    .where('holder', '=', holder)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function markSuitable(db: Db, kind: string, ref: string, now: number): Promise<void> {
  await db
    .insertInto('minor_suitable')
    .values({ kind, ref, marked_at: now })
    .onConflict((c) => c.columns(['kind', 'ref']).doNothing())
    .execute();
}

export async function unmarkSuitable(db: Db, kind: string, ref: string): Promise<void> {
  await db.deleteFrom('minor_suitable').where('kind', '=', kind).where('ref', '=', ref).execute();
}

export async function suitableRefs(db: Db, kind: string): Promise<string[]> {
  const rows = await db.selectFrom('minor_suitable').select('ref').where('kind', '=', kind).orderBy('ref').execute();
  return rows.map((row) => row.ref);
}

/** The advisory lock's first key: the spending limits' own space, apart from any other use of advisory locks. */
const SPEND_LOCK_SPACE = 31;

/**
 * Within a transaction, waits for any other spend of the fan to finish, so a check and its record are one step.
 * SQLite runs one transaction at a time on its single connection already.
 */
export async function lockSpender(trx: Db, dialect: Dialect, userId: number): Promise<void> {
  if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(${SPEND_LOCK_SPACE}, ${userId})`.execute(trx);
}

export async function insertSpend(
  db: Db,
  row: { user_id: number; coins: number; day: string; month: string; created_at: number },
): Promise<number> {
  const inserted = await db.insertInto('spend_log').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function deleteSpend(db: Db, id: number): Promise<void> {
  await db.deleteFrom('spend_log').where('id', '=', id).execute();
}

export async function spentSince(db: Db, userId: number, field: 'day' | 'month', value: string): Promise<number> {
  const row = await db
    .selectFrom('spend_log')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('coins'), eb.lit(0)).as('total'))
    .where('user_id', '=', userId)
    .where(field, '=', value)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}
