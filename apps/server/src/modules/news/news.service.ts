import {
  type ArticleComment,
  type ArticleDetail,
  type ArticleSummary,
  type NewsColumnItem,
  type SearchHitItem,
} from '@kanqiu/contract';
import { HEADLINES_COLUMN_ID, newsColumn, newsColumns, VIDEO_COLUMN_ID, type NewsColumn } from '@kanqiu/domain';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import { fail } from '../../platform/http/app-error';
import type { ReadCache } from '../../platform/cache/read-cache';
import type { SearchHit, SearchIndex } from '../../platform/search';
import type { Blocks, TextPolicy } from '../moderation';
import { parseParagraphs } from './article-search';
import type { RecentReplay, RoomServices } from '../rooms';
import { coverCard, type CoverRenderer } from './cover';
import type { History } from './history';
import type { ReadCounter } from './read-counter';
import {
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
/** The 视频 column pages through at most this many of the newest replays. */
const VIDEOS_MAX = 200;

/** What every article page and list shows: the articles, their likes and comment counts. */
export const articlesTag = 'news:articles';
/** An article's comments. */
export const commentsTag = (id: number) => `news:comments:${id}`;

type NewsDeps = {
  db: Db;
  clock: Clock;
  sportsClock: Clock;
  renderCover: CoverRenderer;
  history: History;
  search: SearchIndex;
  replays: Pick<RoomServices, 'recentReplays'>;
  /** Told of every write, so cached pages are made again on every instance. */
  cache: ReadCache;
  reads: ReadCounter;
  /** The comments' text policy (the moderation module). */
  text: TextPolicy;
  /** The operators' blocks: a fan barred from 圈子 (or everywhere) does not comment on news either. */
  blocks: Blocks;
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
    video: null,
  };
}

/**
 * A replay as an item of the 视频 column. Its id only keys the list (it opens the replay, never an article): the
 * recording's start second and the room, unique and stable.
 */
function videoSummary(replay: RecentReplay): ArticleSummary {
  const about = replay.match ? `${replay.match.home} vs ${replay.match.away}` : null;
  return {
    id: replay.startedAt * 1000 + (replay.roomId % 1000),
    kind: 'video',
    title: about ? `${about} · ${replay.roomTitle}` : replay.roomTitle,
    summary: about
      ? `${replay.match!.competition} ${about}，${replay.roomTitle}的直播回放`
      : `${replay.roomTitle}的直播回放`,
    cover: replay.posterPath,
    columnId: VIDEO_COLUMN_ID,
    columnName: '视频',
    matchId: null,
    generated: false,
    readCount: 0,
    likeCount: 0,
    commentCount: 0,
    publishedAt: replay.endedAt,
    video: replay,
  };
}

/** 资讯: columns, pages of a column, an article with its related ones, likes and comments. */
export function createNewsService({
  db,
  clock,
  sportsClock,
  renderCover,
  history,
  search,
  replays,
  cache,
  reads,
  text,
  blocks,
}: NewsDeps) {
  const existing = async (id: number) => (await findArticle(db, id, sportsClock())) ?? fail('articleNotFound');

  const pagesChanged = () => cache.invalidate([articlesTag]);
  /** The reads counted so far, written or not. */
  const withReads = (row: ArticleRow): ArticleRow => ({ ...row, read_count: row.read_count + reads.unwritten(row.id) });

  async function articlePageOf(column: NewsColumn, page: number, size: number) {
    const rows = await findArticlePage(db, column, sportsClock(), (page - 1) * size, size + 1);
    return { list: rows.slice(0, size).map(withReads).map(toSummary), page, next: rows.length > size };
  }

  async function videoPage(page: number, size: number) {
    const end = page * size;
    const newest = await replays.recentReplays(Math.min(end + 1, VIDEOS_MAX));
    return { list: newest.slice(end - size, end).map(videoSummary), page, next: newest.length > end };
  }

  async function columnPage(columnId: number, page: number, size: number) {
    const column = newsColumn(columnId) ?? fail('notFound', '栏目不存在');
    return column.videos ? videoPage(page, size) : articlePageOf(column, page, size);
  }

  return {
    columns(): NewsColumnItem[] {
      return newsColumns.map(({ id, name }) => ({ id, name }));
    },

    columnPage,

    /** Called by whoever writes an article (the newsroom, operators): cached pages are made again. */
    articlesChanged(): void {
      pagesChanged();
    },

    /** An article as every reader sees it, its reads counted so far included. */
    async detail(id: number): Promise<ArticleDetail> {
      const row = await existing(id);
      const related = await findRelated(db, row, sportsClock(), RELATED);
      return {
        ...toSummary(withReads(row)),
        paragraphs: parseParagraphs(row.body),
        html: row.html,
        liked: false,
        related: related.map(toSummary),
      };
    },

    /** Opening an article counts one read, however it is answered. */
    countRead: (id: number) => reads.count(id),

    /** A signed-in reader's article: whether they liked it; the opening goes into their history. */
    async forReader(article: ArticleDetail, userId: number): Promise<ArticleDetail> {
      const [, liked] = await Promise.all([
        history.record(userId, {
          kind: 'news',
          ref: String(article.id),
          title: article.title,
          path: `/news/${article.columnId}/${article.id}`,
        }),
        hasLiked(db, article.id, userId),
      ]);
      return liked ? { ...article, liked } : article;
    },

    /** The newest articles of a competition, a team's matches or a sport, for other modules (the AI chat). */
    async recent(about: RecentAbout, limit: number): Promise<ArticleSummary[]> {
      return (await findRecent(db, sportsClock(), about, limit)).map(toSummary);
    },

    async like(id: number, userId: number, liked: boolean) {
      await existing(id);
      const likeCount = await setLike(db, id, userId, liked, clock());
      pagesChanged();
      return { liked, likeCount };
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
      if (text.refuses('comment', content)) fail('contentSensitive');
      if (await blocks.holds(userId, 'community')) fail('communityBanned');
      const commentId = await insertComment(db, id, userId, content, clock());
      cache.invalidate([articlesTag, commentsTag(id)]);
      return { id: commentId };
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
