import type { Db } from '../../platform/db/database';

export function insertSession(db: Db, row: { userId: number; tokenHash: string; now: number; expiresAt: number }) {
  return db
    .insertInto('sessions')
    .values({
      user_id: row.userId,
      token_hash: row.tokenHash,
      created_at: row.now,
      expires_at: row.expiresAt,
      revoked_at: null,
    })
    .execute();
}

export function findLiveSession(db: Db, tokenHash: string, now: number) {
  return db
    .selectFrom('sessions')
    .select(['user_id', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

export function revokeSession(db: Db, tokenHash: string, now: number) {
  return db.updateTable('sessions').set({ revoked_at: now }).where('token_hash', '=', tokenHash).execute();
}

/** Revokes every live session of the user, except the one whose hash is given; the hashes it revoked. */
export async function revokeAllSessions(db: Db, userId: number, now: number, keepTokenHash?: string) {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepTokenHash) query = query.where('token_hash', '!=', keepTokenHash);
  return (await query.returning('token_hash').execute()).map((row) => row.token_hash);
}
