import { FootballStatus, BasketballStatus } from '@kanqiu/domain';
import type { Insertable } from 'kysely';
import type { Db } from '../../platform/db/database';
import { matchCardColumns, namedMatches } from '../../platform/db/named-matches';
import type { CirclesTable, PostsTable } from './tables';

export function findCircles(db: Db) {
  return db.selectFrom('circles').selectAll().orderBy('sort').orderBy('id').execute();
}

export function findCircle(db: Db, id: number) {
  return db.selectFrom('circles').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function followedCircleIds(db: Db, userId: number): Promise<Set<number>> {
  const rows = await db.selectFrom('circle_follows').select('circle_id').where('user_id', '=', userId).execute();
  return new Set(rows.map((r) => r.circle_id));
}

export async function setCircleFollow(db: Db, circleId: number, userId: number, follow: boolean, now: number) {
  return db.transaction().execute(async (trx) => {
    const changed = follow
      ? (
          await trx
            .insertInto('circle_follows')
            .values({ circle_id: circleId, user_id: userId, created_at: now })
            .onConflict((oc) => oc.columns(['circle_id', 'user_id']).doNothing())
            .executeTakeFirst()
        ).numInsertedOrUpdatedRows
      : (
          await trx
            .deleteFrom('circle_follows')
            .where('circle_id', '=', circleId)
            .where('user_id', '=', userId)
            .executeTakeFirst()
        ).numDeletedRows;
    if (changed && changed > 0n) {
      await trx
        .updateTable('circles')
        .set((eb) => ({ follower_count: eb('follower_count', '+', follow ? 1 : -1) }))
        .where('id', '=', circleId)
        .execute();
    }
    return (
      await trx.selectFrom('circles').select('follower_count').where('id', '=', circleId).executeTakeFirstOrThrow()
    ).follower_count;
  });
}

function postRows(db: Db) {
  return db
    .selectFrom('posts as p')
    .innerJoin('circles as c', 'c.id', 'p.circle_id')
    .leftJoin('users as u', 'u.id', 'p.user_id')
    .where('p.deleted', '=', 0)
    .select([
      'p.id',
      'p.code',
      'p.circle_id',
      'c.name as circle_name',
      'p.user_id',
      'u.nick_name',
      'p.sample_author',
      'p.kind',
      'p.title',
      'p.content',
      'p.like_count',
      'p.comment_count',
      'p.accepted_comment_id',
      'p.hidden',
      'p.created_at',
      'p.tag_kind',
      'p.tag_id',
      'p.tag_sport',
      'p.tag_label',
    ]);
}
export type PostRow = Awaited<ReturnType<typeof findPost>> & {};

/** Visible posts of a circle (or all), newest first or by likes and comments; one more than `limit`. */
export function findPostPage(
  db: Db,
  filter: { circleId?: number; userId?: number },
  sort: 'latest' | 'hot',
  offset: number,
  limit: number,
) {
  let query = postRows(db).where('p.hidden', '=', 0);
  if (filter.circleId !== undefined) query = query.where('p.circle_id', '=', filter.circleId);
  if (filter.userId !== undefined) query = query.where('p.user_id', '=', filter.userId);
  if (sort === 'hot') {
    query = query.orderBy((eb) => eb('p.like_count', '+', eb('p.comment_count', '*', 2)), 'desc');
  }
  return query.orderBy('p.created_at', 'desc').orderBy('p.id', 'desc').offset(offset).limit(limit).execute();
}

export function findPost(db: Db, code: string) {
  return postRows(db).where('p.code', '=', code).executeTakeFirst();
}

/** Posts by id, hidden ones too (the operators' queue). */
export function findPostsByIds(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return postRows(db).where('p.id', 'in', ids).execute();
}

/** Writes the post and counts it in its circle; the new id, or null when its sample match already has a post. */
export async function insertPost(db: Db, post: Insertable<PostsTable>): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('posts')
      .values(post)
      .onConflict((oc) => oc.column('sample_match_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return null;
    await trx
      .updateTable('circles')
      .set((eb) => ({ post_count: eb('post_count', '+', 1) }))
      .where('id', '=', post.circle_id)
      .execute();
    return inserted.id;
  });
}

export async function markPostDeleted(db: Db, postId: number, circleId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('posts').set({ deleted: 1 }).where('id', '=', postId).execute();
    await trx
      .updateTable('circles')
      .set((eb) => ({ post_count: eb('post_count', '-', 1) }))
      .where('id', '=', circleId)
      .execute();
  });
}

export function findComments(db: Db, postId: number) {
  return db
    .selectFrom('post_comments as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .leftJoin('users as r', 'r.id', 'c.reply_to_user_id')
    .select([
      'c.id',
      'c.parent_id',
      'c.content',
      'c.hidden',
      'c.created_at',
      'c.user_id',
      'u.nick_name',
      'r.nick_name as reply_to',
    ])
    .where('c.post_id', '=', postId)
    .where('c.deleted', '=', 0)
    .orderBy('c.id')
    .limit(500)
    .execute();
}

export function findComment(db: Db, postId: number, commentId: number) {
  return db
    .selectFrom('post_comments')
    .select(['id', 'parent_id', 'user_id'])
    .where('post_id', '=', postId)
    .where('id', '=', commentId)
    .where('deleted', '=', 0)
    .executeTakeFirst();
}

export async function insertComment(
  db: Db,
  comment: {
    postId: number;
    userId: number;
    parentId: number | null;
    replyToUserId: number | null;
    content: string;
    now: number;
  },
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('post_comments')
      .values({
        post_id: comment.postId,
        user_id: comment.userId,
        parent_id: comment.parentId,
        reply_to_user_id: comment.replyToUserId,
        content: comment.content,
        created_at: comment.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('posts')
      .set((eb) => ({ comment_count: eb('comment_count', '+', 1) }))
      .where('id', '=', comment.postId)
      .execute();
    return id;
  });
}

/** The text of these comments, hidden ones too (their authors still read them). */
export async function commentContents(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  const rows = await db.selectFrom('post_comments').select(['id', 'content']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.content]));
}

export async function markCommentDeleted(db: Db, postId: number, commentId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('post_comments').set({ deleted: 1 }).where('id', '=', commentId).execute();
    await trx
      .updateTable('posts')
      .set((eb) => ({ comment_count: eb('comment_count', '-', 1) }))
      .where('id', '=', postId)
      .execute();
  });
}

/** The codes of the posts the user liked. */
export async function likedPostCodes(db: Db, userId: number): Promise<Set<string>> {
  const rows = await db
    .selectFrom('post_likes as l')
    .innerJoin('posts as p', 'p.id', 'l.post_id')
    .select('p.code')
    .where('l.user_id', '=', userId)
    .execute();
  return new Set(rows.map((r) => r.code));
}

export async function setPostLike(db: Db, postId: number, userId: number, liked: boolean, now: number) {
  return db.transaction().execute(async (trx) => {
    const changed = liked
      ? (
          await trx
            .insertInto('post_likes')
            .values({ post_id: postId, user_id: userId, created_at: now })
            .onConflict((oc) => oc.columns(['post_id', 'user_id']).doNothing())
            .executeTakeFirst()
        ).numInsertedOrUpdatedRows
      : (
          await trx
            .deleteFrom('post_likes')
            .where('post_id', '=', postId)
            .where('user_id', '=', userId)
            .executeTakeFirst()
        ).numDeletedRows;
    const didChange = changed !== undefined && changed > 0n;
    if (didChange) {
      await trx
        .updateTable('posts')
        .set((eb) => ({ like_count: eb('like_count', '+', liked ? 1 : -1) }))
        .where('id', '=', postId)
        .execute();
    }
    const { like_count } = await trx
      .selectFrom('posts')
      .select('like_count')
      .where('id', '=', postId)
      .executeTakeFirstOrThrow();
    return { likeCount: like_count, changed: didChange };
  });
}

export async function hidePost(db: Db, postId: number): Promise<void> {
  await db.updateTable('posts').set({ hidden: 1 }).where('id', '=', postId).execute();
}

export async function acceptAnswer(db: Db, postId: number, commentId: number): Promise<void> {
  await db.updateTable('posts').set({ accepted_comment_id: commentId }).where('id', '=', postId).execute();
}

// ——— seeding ———

export function findCompetitionsAndClubs(db: Db, clubNames: readonly string[]) {
  return Promise.all([
    db.selectFrom('competitions').select(['id', 'sport', 'name_zh']).orderBy('id').execute(),
    db.selectFrom('teams').select(['id', 'sport', 'name_zh']).where('name_zh', 'in', clubNames).execute(),
  ]);
}

/** Writes the circles; how many were new or renamed or moved. */
export async function upsertCircles(db: Db, circles: Insertable<CirclesTable>[]): Promise<number> {
  if (circles.length === 0) return 0;
  const changed = await db
    .insertInto('circles')
    .values(circles)
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet((eb) => ({ name: eb.ref('excluded.name'), sort: eb.ref('excluded.sort') }))
        .where((eb) =>
          eb.or([eb('circles.name', '!=', eb.ref('excluded.name')), eb('circles.sort', '!=', eb.ref('excluded.sort'))]),
        ),
    )
    .returning('id')
    .execute();
  return changed.length;
}

const finished = { football: FootballStatus.finished, basketball: BasketballStatus.finished } as const;

/** Finished matches of the circles' competitions without a sample post yet, newest first. */
export function matchesWithoutSamplePost(db: Db, from: number, to: number, limit: number) {
  return namedMatches(db)
    .innerJoin('circles as ci', 'ci.competition_id', 'm.competition_id')
    .where(({ or, and, eb }) =>
      or([
        and([eb('m.sport', '=', 'football'), eb('m.state', '=', finished.football)]),
        and([eb('m.sport', '=', 'basketball'), eb('m.state', '=', finished.basketball)]),
      ]),
    )
    .where('m.kickoff_at', '>=', from)
    .where('m.kickoff_at', '<=', to)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('posts as p').select('p.id').whereRef('p.sample_match_id', '=', 'm.id'))),
    )
    .select(['m.id', 'm.sport', ...matchCardColumns, 'ci.id as circle_id'])
    .orderBy('m.kickoff_at', 'desc')
    .limit(limit)
    .execute();
}
