import type { NewsColumn } from '@kanqiu/domain';
import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { NewsArticlesTable } from './tables';

const summaryColumns = [
  'n.id',
  'n.kind',
  'n.title',
  'n.summary',
  'n.cover',
  'n.cover_image',
  'n.column_id',
  'n.match_id',
  'n.generated',
  'n.read_count',
  'n.like_count',
  'n.comment_count',
  'n.published_at',
] as const;

function articles(db: Db, now: number) {
  return db.selectFrom('news_articles as n').where('n.published_at', '<=', now).where('n.hidden', '=', 0);
}

export type ArticleRow = Awaited<ReturnType<typeof findArticlePage>>[number];

/** A column's articles, newest first; one more than `limit` tells the caller whether another page exists. */
export function findArticlePage(db: Db, column: NewsColumn, now: number, offset: number, limit: number) {
  let query = articles(db, now).select(summaryColumns);
  if (column.sport) query = query.where('n.sport', '=', column.sport);
  if (column.competitionIds) query = query.where('n.competition_id', 'in', column.competitionIds);
  return query.orderBy('n.published_at', 'desc').orderBy('n.id', 'desc').offset(offset).limit(limit).execute();
}

export function findArticle(db: Db, id: number, now: number) {
  return articles(db, now)
    .select([...summaryColumns, 'n.body', 'n.html', 'n.competition_id', 'n.sport'])
    .where('n.id', '=', id)
    .executeTakeFirst();
}

/** Other articles of the same match first, then the newest of the same competition. */
export function findRelated(
  db: Db,
  article: { id: number; match_id: number | null; competition_id: number },
  now: number,
  limit: number,
) {
  return articles(db, now)
    .select(summaryColumns)
    .where('n.id', '!=', article.id)
    .where('n.competition_id', '=', article.competition_id)
    .orderBy(sql`case when n.match_id = ${article.match_id ?? -1} then 0 else 1 end`)
    .orderBy('n.published_at', 'desc')
    .orderBy('n.id', 'desc')
    .limit(limit)
    .execute();
}

export async function addReads(db: Db, id: number, reads: number): Promise<void> {
  await db
    .updateTable('news_articles')
    .set((eb) => ({ read_count: eb('read_count', '+', reads) }))
    .where('id', '=', id)
    .execute();
}

export async function hasLiked(db: Db, articleId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('news_likes')
    .select('article_id')
    .where('article_id', '=', articleId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Likes or unlikes once (a repeat changes nothing) and keeps the article's count equal to its rows. */
export async function setLike(db: Db, articleId: number, userId: number, liked: boolean, now: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const changed = liked
      ? (
          await trx
            .insertInto('news_likes')
            .values({ article_id: articleId, user_id: userId, created_at: now })
            .onConflict((oc) => oc.columns(['article_id', 'user_id']).doNothing())
            .executeTakeFirst()
        ).numInsertedOrUpdatedRows
      : (
          await trx
            .deleteFrom('news_likes')
            .where('article_id', '=', articleId)
            .where('user_id', '=', userId)
            .executeTakeFirst()
        ).numDeletedRows;
    if (changed && changed > 0n) {
      await trx
        .updateTable('news_articles')
        .set((eb) => ({ like_count: eb('like_count', '+', liked ? 1 : -1) }))
        .where('id', '=', articleId)
        .execute();
    }
    const row = await trx
      .selectFrom('news_articles')
      .select('like_count')
      .where('id', '=', articleId)
      .executeTakeFirstOrThrow();
    return row.like_count;
  });
}

export function findComments(db: Db, articleId: number, offset: number, limit: number) {
  return db
    .selectFrom('news_comments as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select(['c.id', 'c.content', 'c.created_at', 'u.id as user_id', 'u.nick_name', 'u.portrait'])
    .where('c.article_id', '=', articleId)
    .orderBy('c.id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
}

export async function insertComment(
  db: Db,
  articleId: number,
  userId: number,
  content: string,
  now: number,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('news_comments')
      .values({ article_id: articleId, user_id: userId, content, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('news_articles')
      .set((eb) => ({ comment_count: eb('comment_count', '+', 1) }))
      .where('id', '=', articleId)
      .execute();
    return id;
  });
}

/** Visible articles not yet in the search index (written before it existed, or by another instance), oldest first. */
export function articlesToIndex(db: Db, limit: number) {
  return db
    .selectFrom('news_articles as n')
    .select(['n.id', 'n.title', 'n.summary', 'n.body', 'n.html', 'n.published_at'])
    .where('n.hidden', '=', 0)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('search_documents as d')
            .select('d.id')
            .where('d.kind', '=', 'news')
            .whereRef('d.ref', '=', sql<string>`cast(n.id as varchar(32))`),
        ),
      ),
    )
    .orderBy('n.id')
    .limit(limit)
    .execute();
}

export async function insertEditorial(db: Db, article: Insertable<NewsArticlesTable>): Promise<number> {
  const { id } = await db.insertInto('news_articles').values(article).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** An operator's article whether hidden or not; other kinds are the newsroom's and not editable. */
export function findEditorial(db: Db, id: number) {
  return db
    .selectFrom('news_articles')
    .select(['id', 'title', 'summary', 'body', 'html', 'hidden', 'published_at'])
    .where('id', '=', id)
    .where('kind', '=', 'editorial')
    .executeTakeFirst();
}

export async function updateEditorial(db: Db, id: number, changes: Updateable<NewsArticlesTable>): Promise<void> {
  await db.updateTable('news_articles').set(changes).where('id', '=', id).where('kind', '=', 'editorial').execute();
}

/** The newest articles, of one competition or about one team's matches when asked. */
export function findRecent(db: Db, now: number, about: RecentAbout, limit: number) {
  let query = articles(db, now).select(summaryColumns);
  if (about.competitionId !== undefined) query = query.where('n.competition_id', '=', about.competitionId);
  if (about.sport !== undefined) query = query.where('n.sport', '=', about.sport);
  const teamId = about.teamId;
  if (teamId !== undefined) {
    query = query
      .innerJoin('matches as m', 'm.id', 'n.match_id')
      .where((eb) => eb.or([eb('m.home_team_id', '=', teamId), eb('m.away_team_id', '=', teamId)]));
  }
  return query.orderBy('n.published_at', 'desc').orderBy('n.id', 'desc').limit(limit).execute();
}

export type RecentAbout = { competitionId?: number; teamId?: number; sport?: 'football' | 'basketball' };
