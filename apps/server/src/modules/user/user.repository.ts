import type { Db } from '../../platform/db/database';
import type { UsersTable } from './tables';

export function findUserByPhone(db: Db, phone: string) {
  return db.selectFrom('users').select(['id', 'password_hash']).where('phone', '=', phone).executeTakeFirst();
}

export function findPasswordHash(db: Db, userId: number) {
  return db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirst();
}

/** The user's row with whether a real-name certification exists. */
export function findUserWithCertification(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .leftJoin('real_names', 'real_names.user_id', 'users.id')
    .selectAll('users')
    .select('real_names.user_id as certified_user_id')
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

export async function findUserIdByNickName(db: Db, nickName: string): Promise<number | undefined> {
  const row = await db.selectFrom('users').select('id').where('nick_name', '=', nickName).executeTakeFirst();
  return row?.id;
}

export async function insertUser(
  db: Db,
  user: { phone: string; passwordHash: string; nickName: string; now: number },
): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({
      phone: user.phone,
      password_hash: user.passwordHash,
      nick_name: user.nickName,
      portrait: null,
      portrait_new: null,
      portrait_audit: 'none',
      theme_color: null,
      created_at: user.now,
      updated_at: user.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

type EditableUserFields = Partial<
  Pick<UsersTable, 'nick_name' | 'theme_color' | 'password_hash' | 'portrait' | 'portrait_new' | 'portrait_audit'>
>;

export async function updateUser(db: Db, userId: number, fields: EditableUserFields, now: number): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...fields, updated_at: now })
    .where('id', '=', userId)
    .execute();
}

export function findPortraitState(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['portrait', 'portrait_new', 'portrait_audit'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export async function findUserPhone(db: Db, userId: number): Promise<string | undefined> {
  const row = await db.selectFrom('users').select('phone').where('id', '=', userId).executeTakeFirst();
  return row?.phone;
}
