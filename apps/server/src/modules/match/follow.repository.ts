import type { Db } from '../../platform/db/database';

export async function findFollowedMatchIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db.selectFrom('match_follows').select('match_id').where('user_id', '=', userId).execute();
  return rows.map((row) => row.match_id);
}

export async function isFollowing(db: Db, userId: number, matchId: number): Promise<boolean> {
  const row = await db
    .selectFrom('match_follows')
    .select('match_id')
    .where('user_id', '=', userId)
    .where('match_id', '=', matchId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertFollow(db: Db, userId: number, matchId: number, now: number): Promise<void> {
  await db
    .insertInto('match_follows')
    .values({ user_id: userId, match_id: matchId, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'match_id']).doNothing())
    .execute();
}

export async function deleteFollow(db: Db, userId: number, matchId: number): Promise<void> {
  await db.deleteFrom('match_follows').where('user_id', '=', userId).where('match_id', '=', matchId).execute();
}

export async function findFollowers(db: Db, matchId: number): Promise<number[]> {
  const rows = await db.selectFrom('match_follows').select('user_id').where('match_id', '=', matchId).execute();
  return rows.map((row) => row.user_id);
}
