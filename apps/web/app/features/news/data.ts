import type { ArticleComment, ArticleDetail, ArticleSummary, NewsColumnItem, SearchHitItem } from '@kanqiu/contract';

export type NewsListData = {
  columnId: number;
  columns: NewsColumnItem[];
  page: number;
  articles: ArticleSummary[];
  next: boolean;
  error: string | null;
};

export type ArticlePageData = {
  columnId: number;
  article: ArticleDetail;
  comments: ArticleComment[];
  commentsNext: boolean;
  signedIn: boolean;
};

export type ArticleActionResult = { ok: true; intent: string } | { ok: false; error: string };

export type HistoryData = { items: { kind: 'news' | 'post'; title: string; path: string; viewedAt: number }[] };

/** /news/search?q=&page=: articles and posts holding every word of `q` (empty `q`: the page before a search). */
export type NewsSearchData = { q: string; page: number; hits: SearchHitItem[]; next: boolean; error: string | null };
