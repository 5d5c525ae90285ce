import type { ArticleComment, ArticleDetail, ArticleSummary, NewsColumnItem, SearchHitItem } from '@kanqiu/contract';
import { HEADLINES_COLUMN_ID, newsColumn, newsColumns } from '@kanqiu/domain';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import { fail } from '../../platform/http/app-error';
import type { SearchHit, SearchIndex } from '../../platform/search';
import { containsBlockedWord } from '../../platform/text/content-words';
import { parseParagraphs } from './article-search';
import { coverCard, type CoverRenderer } from './cover';
import type { History } from './history';
import {
  countRead,
  findArticle,
  findArticlePage,
  findComments,
  findRecent,
  findRelated,
  hasLiked,
  insertComment,
  setLike,
  type ArticleRow,
  type RecentAbout,
} from './news.repository';

const RELATED = 5;

type NewsDeps = {
  db: Db;
  clock: Clock;
  sportsClock: Clock;
  renderCover: CoverRenderer;
  history: History;
  search: SearchIndex;
};

/** The web page of a search hit: an article under 头条 (every article is there), a post by its code. */
function hitItem(hit: SearchHit): SearchHitItem {
  const path =
    hit.kind === 'news'
      ? `/news/${HEADLINES_COLUMN_ID}/${hit.ref}`
      : `/community/detail?code=${encodeURIComponent(hit.ref)}`;
  return { kind: hit.kind, title: hit.title, excerpt: hit.excerpt, path, publishedAt: hit.publishedAt };
}

export const coverPath = (id: number) => `/inform/info/cover/${id}`;

function toSummary(row: ArticleRow): ArticleSummary {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    summary: row.summary,
    cover: row.cover_image ?? (row.cover ? coverPath(row.id) : null),
    columnId: row.column_id,
    columnName: newsColumn(row.column_id)?.name ?? '',
    matchId: row.match_id,
    generated: row.generated === 1,
    readCount: row.read_count,
    likeCount: row.like_count,
    commentCount: row.comment_count,
    publishedAt: row.published_at,
  };
}

/** 资讯: columns, pages of a column, an article with its related ones, likes and comments. */
export function createNewsService({ db, clock, sportsClock, renderCover, history, search }: NewsDeps) {
  const existing = async (id: number) => (await findArticle(db, id, sportsClock())) ?? fail('articleNotFound');

  return {
    columns(): NewsColumnItem[] {
      return newsColumns.map(({ id, name }) => ({ id, name }));
    },

    async list(columnId: number, page: number, size: number) {
      const column = newsColumn(columnId) ?? fail('notFound', '栏目不存在');
      const rows = await findArticlePage(db, column, sportsClock(), (page - 1) * size, size + 1);
      return { list: rows.slice(0, size).map(toSummary), page, next: rows.length > size };
    },

    /** Opening an article counts one read and, for a signed-in reader, goes into their history. */
    async detail(id: number, userId: number | null): Promise<ArticleDetail> {
      const row = await existing(id);
      await countRead(db, id);
      if (userId !== null) {
        await history.record(userId, {
          kind: 'news',
          ref: String(id),
          title: row.title,
          path: `/news/${row.column_id}/${id}`,
        });
      }
      const related = await findRelated(db, row, sportsClock(), RELATED);
      return {
        ...toSummary({ ...row, read_count: row.read_count + 1 }),
        paragraphs: parseParagraphs(row.body),
        html: row.html,
        liked: userId === null ? false : await hasLiked(db, id, userId),
        related: related.map(toSummary),
      };
    },

    /** The newest articles of a competition, a team's matches or a sport, for other modules (the AI chat). */
    async recent(about: RecentAbout, limit: number): Promise<ArticleSummary[]> {
      return (await findRecent(db, sportsClock(), about, limit)).map(toSummary);
    },

    async like(id: number, userId: number, liked: boolean) {
      await existing(id);
      return { liked, likeCount: await setLike(db, id, userId, liked, clock()) };
    },

    async comments(id: number, page: number, size: number) {
      await existing(id);
      const rows = await findComments(db, id, (page - 1) * size, size + 1);
      const list: ArticleComment[] = rows.slice(0, size).map((row) => ({
        id: row.id,
        content: row.content,
        createdAt: row.created_at,
        author: { id: row.user_id, nickName: row.nick_name, portrait: row.portrait },
      }));
      return { list, page, next: rows.length > size };
    },

    async comment(id: number, userId: number, content: string) {
      await existing(id);
      if (containsBlockedWord(content)) fail('contentSensitive');
      return { id: await insertComment(db, id, userId, content, clock()) };
    },

    /** Articles and posts holding every word of the query, best match first. */
    async search(query: string, page: number, size: number) {
      const hits = await search.search(query, { offset: (page - 1) * size, limit: size + 1 });
      return { list: hits.slice(0, size).map(hitItem), page, next: hits.length > size };
    },

    /** The article's score card as WebP, or null when it has none. */
    async cover(id: number): Promise<Buffer | null> {
      const row = await existing(id);
      if (!row.cover) return null;
      const card = coverCard.safeParse(JSON.parse(row.cover));
      return card.success ? renderCover(String(id), card.data) : null;
    },
  };
}

export type NewsService = ReturnType<typeof createNewsService>;
