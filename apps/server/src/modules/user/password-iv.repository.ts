import type { Db } from '../../platform/db/database';
import type { PasswordIvsTable } from './tables';

export async function insertPasswordIv(db: Db, row: Omit<PasswordIvsTable, 'used_at'>): Promise<void> {
  await db
    .insertInto('password_ivs')
    .values({ ...row, used_at: null })
    .execute();
}

export async function deleteExpiredPasswordIvs(db: Db, now: number): Promise<void> {
  await db.deleteFrom('password_ivs').where('expires_at', '<=', now).execute();
}

/** Marks the iv used and returns its material, in one statement so two requests can never both get it. */
export function claimPasswordIv(db: Db, id: string, now: number) {
  return db
    .updateTable('password_ivs')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['key', 'iv'])
    .executeTakeFirst();
}
