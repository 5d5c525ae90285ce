import type { Db } from '../../platform/db/database';
import type { SmsCodesTable } from './tables';

type NewSmsCode = Pick<SmsCodesTable, 'phone' | 'purpose' | 'code_hash' | 'ip' | 'created_at' | 'expires_at'>;

export async function insertSmsCode(db: Db, code: NewSmsCode): Promise<number> {
  const row = await db
    .insertInto('sms_codes')
    .values({ ...code, consumed_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function deleteSmsCode(db: Db, id: number): Promise<void> {
  await db.deleteFrom('sms_codes').where('id', '=', id).execute();
}

export async function countSmsCodesSince(
  db: Db,
  sender: { phone: string } | { ip: string },
  since: number,
): Promise<number> {
  const byPhone = 'phone' in sender;
  const row = await db
    .selectFrom('sms_codes')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where(byPhone ? 'phone' : 'ip', '=', byPhone ? sender.phone : sender.ip)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function findLatestSmsCode(db: Db, phone: string, purpose: SmsCodesTable['purpose']) {
  return db
    .selectFrom('sms_codes')
    .select(['id', 'code_hash', 'expires_at'])
    .where('phone', '=', phone)
    .where('purpose', '=', purpose)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Counts one attempt against a code that is still usable; false when it is spent or out of attempts. */
export async function claimSmsCodeAttempt(db: Db, id: number, maxAttempts: number): Promise<boolean> {
  const result = await db
    .updateTable('sms_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('attempts', '<', maxAttempts)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function consumeSmsCode(db: Db, id: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('sms_codes')
    .set({ consumed_at: now })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
