import type { Db } from '../../platform/db/database';
import type { RealNamesTable } from './tables';

export function findRealName(db: Db, userId: number) {
  return db.selectFrom('real_names').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export async function isIdNumberHashTaken(db: Db, idNumberHash: string): Promise<boolean> {
  const row = await db
    .selectFrom('real_names')
    .select('user_id')
    .where('id_number_hash', '=', idNumberHash)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertRealName(db: Db, row: RealNamesTable): Promise<void> {
  await db.insertInto('real_names').values(row).execute();
}
