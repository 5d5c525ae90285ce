import type { Db } from '../../platform/db/database';

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

/** The comments of these posts with unhandled reports, one row per report. */
export async function openCommentReports(db: Db, postIds: readonly number[]) {
  if (postIds.length === 0) return [];
  return db
    .selectFrom('post_reports as r')
    .innerJoin('post_comments as c', 'c.id', 'r.comment_id')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select(['r.post_id', 'c.id', 'c.content', 'c.hidden', 'c.user_id', 'u.nick_name', 'r.reason'])
    .where('r.handled', '=', 0)
    .where('r.post_id', 'in', postIds)
    .where('c.deleted', '=', 0)
    .orderBy('c.id')
    .orderBy('r.id')
    .execute();
}

/** A comment not deleted, by its id alone (operators act on it from the queue), with the post it is under. */
export function findLiveComment(db: Db, commentId: number) {
  return db
    .selectFrom('post_comments as c')
    .innerJoin('posts as p', 'p.id', 'c.post_id')
    .select(['c.id', 'c.post_id', 'c.user_id', 'p.code', 'p.circle_id', 'p.user_id as post_user_id'])
    .where('c.id', '=', commentId)
    .where('c.deleted', '=', 0)
    .executeTakeFirst();
}

export async function setCommentHidden(db: Db, commentId: number, hidden: boolean): Promise<void> {
  await db
    .updateTable('post_comments')
    .set({ hidden: hidden ? 1 : 0 })
    .where('id', '=', commentId)
    .execute();
}

export async function markCommentReportsHandled(db: Db, commentId: number): Promise<void> {
  await db.updateTable('post_reports').set({ handled: 1 }).where('comment_id', '=', commentId).execute();
}
