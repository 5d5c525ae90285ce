import type { Insertable } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { CommunityNoticesTable } from './tables';

export async function insertNotices(db: Db, notices: Insertable<CommunityNoticesTable>[]): Promise<void> {
  if (notices.length === 0) return;
  await db.insertInto('community_notices').values(notices).execute();
}

export async function hasNotice(
  db: Db,
  notice: { userId: number; kind: CommunityNoticesTable['kind']; actorId: number; postId: number },
): Promise<boolean> {
  const row = await db
    .selectFrom('community_notices')
    .select('id')
    .where('user_id', '=', notice.userId)
    .where('kind', '=', notice.kind)
    .where('actor_id', '=', notice.actorId)
    .where('post_id', '=', notice.postId)
    .executeTakeFirst();
  return row !== undefined;
}

const noticesWithContext = (db: Db) =>
  db
    .selectFrom('community_notices as n')
    .innerJoin('users as u', 'u.id', 'n.actor_id')
    .innerJoin('posts as p', 'p.id', 'n.post_id')
    .leftJoin('post_comments as c', 'c.id', 'n.comment_id');

/** A user's notices, newest first, with the actor's name and the post they are about; one more than `limit`. */
export function findNotices(db: Db, userId: number, offset: number, limit: number) {
  return noticesWithContext(db)
    .select([
      'c.parent_id',
      'n.id',
      'n.kind',
      'n.actor_id',
      'u.nick_name',
      'n.comment_id',
      'n.read',
      'n.created_at',
      'p.code',
      'p.kind as post_kind',
      'p.title',
      'p.content',
    ])
    .where('n.user_id', '=', userId)
    .where('p.deleted', '=', 0)
    .orderBy('n.id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
}

/** What a notice just stored says: the actor's name, the post and whether it answers a comment. */
export function findNoticeContext(db: Db, notice: { actorId: number; postId: number; commentId: number | null }) {
  return db
    .selectFrom('posts as p')
    .innerJoin('users as u', (join) => join.on('u.id', '=', notice.actorId))
    .leftJoin('post_comments as c', (join) => join.on('c.id', '=', notice.commentId ?? 0))
    .select(['u.nick_name', 'p.code', 'p.kind as post_kind', 'p.title', 'p.content', 'c.parent_id'])
    .where('p.id', '=', notice.postId)
    .executeTakeFirst();
}

export async function countUnread(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('community_notices')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('user_id', '=', userId)
    .where('read', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function markAllRead(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('community_notices')
    .set({ read: 1 })
    .where('user_id', '=', userId)
    .where('read', '=', 0)
    .execute();
}

/** A user's own comments with their post, newest first; one more than `limit`. */
export function findMyComments(db: Db, userId: number, offset: number, limit: number) {
  return db
    .selectFrom('post_comments as c')
    .innerJoin('posts as p', 'p.id', 'c.post_id')
    .select(['c.id', 'c.content', 'c.created_at', 'p.code', 'p.kind', 'p.title', 'p.content as post_content'])
    .where('c.user_id', '=', userId)
    .where('c.deleted', '=', 0)
    .where('p.deleted', '=', 0)
    .orderBy('c.id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
}
