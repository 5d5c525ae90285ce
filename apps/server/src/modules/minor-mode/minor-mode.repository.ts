import type { MinorUsage } from '@kanqiu/domain';
import type { Db } from '../../platform/db/database';

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

export async function savePasswordHash(db: Db, holder: string, passwordHash: string): Promise<number> {
  const result = await db
    .updateTable('minor_modes')
    .set({ password_hash: passwordHash })
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

export async function insertSpend(
  db: Db,
  row: { user_id: number; coins: number; day: string; month: string; created_at: number },
) {
  await db.insertInto('spend_log').values(row).execute();
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
