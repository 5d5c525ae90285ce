import type { Db } from '../../platform/db/database';
import type { SearchDocument, SearchIndex } from '../../platform/search';
import { plainText } from './editorial-html';
import { articlesToIndex } from './news.repository';

/** A generated article's body: a JSON array of plain-text paragraphs. */
export function parseParagraphs(body: string): string[] {
  try {
    const value: unknown = JSON.parse(body);
    return Array.isArray(value) ? value.filter((p): p is string => typeof p === 'string') : [];
  } catch {
    return [];
  }
}

type IndexedArticle = {
  id: number;
  title: string;
  summary: string;
  body: string;
  html: string | null;
  published_at: number;
};

export function articleDocument(article: IndexedArticle): SearchDocument {
  const body = article.html === null ? parseParagraphs(article.body).join(' ') : plainText(article.html);
  return {
    kind: 'news',
    ref: String(article.id),
    title: article.title,
    text: `${article.summary} ${body}`,
    publishedAt: article.published_at,
  };
}

/** Puts up to `limit` articles missing from the search index into it; returns how many. */
export async function indexNewArticles(db: Db, search: SearchIndex, limit: number): Promise<number> {
  const articles = await articlesToIndex(db, limit);
  for (const article of articles) await search.index(articleDocument(article));
  return articles.length;
}
