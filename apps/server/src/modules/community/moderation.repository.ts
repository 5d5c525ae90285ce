import type { Db } from '../../platform/db/database';

export async function banUntil(db: Db, userId: number): Promise<number | null> {
  const row = await db.selectFrom('community_bans').select('until').where('user_id', '=', userId).executeTakeFirst();
  return row?.until ?? null;
}

export async function upsertBan(db: Db, userId: number, until: number, now: number): Promise<void> {
  await db
    .insertInto('community_bans')
    .values({ user_id: userId, until, created_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ until, created_at: now }))
    .execute();
}

/** Posts with unhandled reports (on the post or its comments), most reported first. */
export function openReports(db: Db, limit: number) {
  return db
    .selectFrom('post_reports')
    .select((eb) => [
      'post_id',
      eb.fn.countAll<string | number>().as('reports'),
      eb.fn.max('created_at').as('last_reported_at'),
    ])
    .where('handled', '=', 0)
    .groupBy('post_id')
    .orderBy('reports', 'desc')
    .orderBy('last_reported_at', 'desc')
    .limit(limit)
    .execute();
}

export async function reasonsOfOpenReports(db: Db, postIds: readonly number[]) {
  if (postIds.length === 0) return [];
  return db
    .selectFrom('post_reports')
    .select(['post_id', 'reason'])
    .where('handled', '=', 0)
    .where('post_id', 'in', postIds)
    .execute();
}

export async function markReportsHandled(db: Db, postId: number): Promise<void> {
  await db.updateTable('post_reports').set({ handled: 1 }).where('post_id', '=', postId).execute();
}

export async function setPostHidden(db: Db, postId: number, hidden: boolean): Promise<void> {
  await db
    .updateTable('posts')
    .set({ hidden: hidden ? 1 : 0 })
    .where('id', '=', postId)
    .execute();
}
