import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import { namedMatches } from '../../platform/db/named-matches';

// ——— pictures ———

export async function insertPostImage(
  db: Db,
  image: { name: string; userId: number; width: number; height: number; now: number },
): Promise<void> {
  await db
    .insertInto('post_images')
    .values({
      name: image.name,
      user_id: image.userId,
      width: image.width,
      height: image.height,
      created_at: image.now,
    })
    .execute();
}

/** How many of these names are the user's own pictures not yet in a post. */
export async function countFreeImages(db: Db, userId: number, names: readonly string[]): Promise<number> {
  if (names.length === 0) return 0;
  const row = await db
    .selectFrom('post_images')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('user_id', '=', userId)
    .where('post_id', 'is', null)
    .where('name', 'in', names)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function attachImages(db: Db, postId: number, names: readonly string[]): Promise<void> {
  for (const [position, name] of names.entries()) {
    await db.updateTable('post_images').set({ post_id: postId, position }).where('name', '=', name).execute();
  }
}

/** Pictures uploaded before `before` and never put in a post, oldest first. */
export function freeImagesBefore(db: Db, before: number, limit: number) {
  return db
    .selectFrom('post_images')
    .select('name')
    .where('post_id', 'is', null)
    .where('created_at', '<', before)
    .orderBy('created_at')
    .limit(limit)
    .execute();
}

/** Deletes these pictures' rows unless a post took them meanwhile. */
export async function deleteFreeImages(db: Db, names: readonly string[]): Promise<void> {
  if (names.length === 0) return;
  await db.deleteFrom('post_images').where('post_id', 'is', null).where('name', 'in', names).execute();
}

/** The pictures of these posts in their order, by post id. */
export async function imagesOfPosts(db: Db, postIds: readonly number[]) {
  if (postIds.length === 0) return new Map<number, { name: string; width: number; height: number }[]>();
  const rows = await db
    .selectFrom('post_images')
    .select(['post_id', 'name', 'width', 'height'])
    .where('post_id', 'in', postIds)
    .orderBy('position')
    .execute();
  const byPost = new Map<number, { name: string; width: number; height: number }[]>();
  for (const row of rows) byPost.set(row.post_id!, [...(byPost.get(row.post_id!) ?? []), row]);
  return byPost;
}

// ——— mentions ———

export function usersByIds(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('users').select(['id', 'nick_name as nickName']).where('id', 'in', ids).execute();
}

/** Users whose nickname starts with `prefix` (then contains it), for the @ picker. */
export function usersNamed(db: Db, prefix: string, exceptId: number, limit: number) {
  const pattern = prefix.replace(/[\\%_]/g, (c) => `\\${c}`);
  return db
    .selectFrom('users')
    .select(['id', 'nick_name as nickName'])
    .where('id', '!=', exceptId)
    .where(sql<boolean>`nick_name like ${`%${pattern}%`} escape '\\'`)
    .orderBy(sql`case when nick_name like ${`${pattern}%`} escape '\\' then 0 else 1 end`)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function insertMentions(db: Db, postId: number, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .insertInto('post_mentions')
    .values(userIds.map((user_id) => ({ post_id: postId, user_id })))
    .execute();
}

export function mentionsOfPost(db: Db, postId: number) {
  return db
    .selectFrom('post_mentions as pm')
    .innerJoin('users as u', 'u.id', 'pm.user_id')
    .select(['u.id', 'u.nick_name as nickName'])
    .where('pm.post_id', '=', postId)
    .execute();
}

// ——— match and team tags ———

const TAG_MATCHES = 12;

/** The matches of a circle (its competition or its club) nearest to `now`, soonest first. */
export function matchesNear(db: Db, circle: { competition_id: number | null; team_id: number | null }, now: number) {
  let query = namedMatches(db);
  if (circle.competition_id !== null) query = query.where('m.competition_id', '=', circle.competition_id);
  if (circle.team_id !== null) {
    const teamId = circle.team_id;
    query = query.where((eb) => eb.or([eb('m.home_team_id', '=', teamId), eb('m.away_team_id', '=', teamId)]));
  }
  return query
    .select([
      'm.id',
      'm.sport',
      'm.kickoff_at',
      'h.id as home_id',
      'h.name_zh as home',
      'a.id as away_id',
      'a.name_zh as away',
    ])
    .orderBy(sql`abs(m.kickoff_at - ${now})`)
    .limit(TAG_MATCHES)
    .execute();
}

export function findTaggedMatch(db: Db, id: number) {
  return namedMatches(db)
    .select(['m.id', 'm.sport', 'h.name_zh as home', 'a.name_zh as away'])
    .where('m.id', '=', id)
    .executeTakeFirst();
}

export function findTaggedTeam(db: Db, id: number) {
  return db.selectFrom('teams').select(['id', 'sport', 'name_zh']).where('id', '=', id).executeTakeFirst();
}
