import type { Db } from '../../platform/db/database';

export async function setPostHidden(db: Db, postId: number, hidden: boolean): Promise<void> {
  await db
    .updateTable('posts')
    .set({ hidden: hidden ? 1 : 0 })
    .where('id', '=', postId)
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

/** A comment not deleted with its author and the post it is under, as the report queue shows it. */
export function findReportedComment(db: Db, commentId: number) {
  return db
    .selectFrom('post_comments as c')
    .innerJoin('posts as p', 'p.id', 'c.post_id')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select(['c.id', 'c.content', 'c.hidden', 'c.user_id', 'u.nick_name', 'p.code', 'p.title'])
    .where('c.id', '=', commentId)
    .where('c.deleted', '=', 0)
    .where('p.deleted', '=', 0)
    .executeTakeFirst();
}
