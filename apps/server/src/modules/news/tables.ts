import type { Generated } from 'kysely';
import type { Flag, Timestamp } from '../../platform/db/tables';

/** A newsroom article: `body` is JSON `string[]` (plain paragraphs), `cover` JSON of the score card to draw. */
export interface NewsArticlesTable {
  id: Generated<number>;
  /** `roundup`: a league round's 综述 (match_id: the round's last match). `editorial`: written by an operator (Markdown in `markdown`, its sanitised HTML in `html`). */
  kind: 'preview' | 'report' | 'recap' | 'roundup' | 'editorial';
  match_id: number | null;
  sport: 'football' | 'basketball';
  competition_id: number;
  column_id: number;
  title: string;
  summary: string;
  body: string;
  cover: string | null;
  generated: Flag;
  read_count: Flag;
  like_count: Flag;
  comment_count: Flag;
  published_at: Timestamp;
  created_at: Timestamp;
  markdown: string | null;
  html: string | null;
  /** An operator's uploaded cover (`/uploads/news/…`), instead of the drawn score card. */
  cover_image: string | null;
  hidden: Flag;
  updated_at: Timestamp | null;
}

export interface NewsLikesTable {
  article_id: number;
  user_id: number;
  created_at: Timestamp;
}

export interface NewsCommentsTable {
  id: Generated<number>;
  article_id: number;
  user_id: number;
  content: string;
  created_at: Timestamp;
}

/** One item a user opened (`kind` news or post, `ref` its id or code), kept with its title and path. */
export interface ViewHistoryTable {
  user_id: number;
  kind: 'news' | 'post';
  ref: string;
  title: string;
  path: string;
  viewed_at: Timestamp;
}

/** The tables this module owns, added to the one `Database` by declaration merging. */
declare module '../../platform/db/tables' {
  interface Database {
    view_history: ViewHistoryTable;
    news_articles: NewsArticlesTable;
    news_likes: NewsLikesTable;
    news_comments: NewsCommentsTable;
  }
}
