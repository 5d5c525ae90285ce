import {
  articleCommentPage,
  articleDetail,
  articleLike,
  articlePage,
  historyCleared,
  newsColumnList,
  searchPage,
  viewHistory,
} from '@kanqiu/contract';
import { Code, HEADLINES_COLUMN_ID } from '@kanqiu/domain';
import { data } from 'react-router';
import { z } from 'zod';
import { getSession, requireUser } from '../../lib/session.server';
import type { ArticleActionResult, ArticlePageData, HistoryData, NewsListData, NewsSearchData } from './data';
import { readForm } from '../../lib/read-form.server';
import { notFound, type ParamsLoaderArgs } from '../../lib/loader.server';

const PAGE_SIZE = 15;

function idOf(raw: string | null | undefined): number {
  const id = Number(raw);
  if (!raw || !/^\d{1,9}$/.test(raw) || id < 1) throw notFound();
  return id;
}

/** /news/{type}: the columns and a page of the column (`?page=` for the pages the list appends). */
export async function loadNewsList({ params, request, context }: ParamsLoaderArgs): Promise<NewsListData> {
  const columnId = idOf(params.type ?? String(HEADLINES_COLUMN_ID));
  const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
  if (!Number.isInteger(page) || page < 1 || page > 10_000) throw notFound();
  const { api } = getSession(context);
  const [columns, list] = await Promise.all([
    api.get('/inform/column/getColumnByType', newsColumnList, { type: 1 }),
    api.post('/inform/info/list', articlePage, { json: { columnId, page, size: PAGE_SIZE } }),
  ]);
  if (columns.ok && !columns.data.some((column) => column.id === columnId)) throw notFound();
  const error = !columns.ok ? columns.msg : !list.ok ? list.msg : null;
  return {
    columnId,
    columns: columns.ok ? columns.data : [],
    page,
    articles: list.ok ? list.data.list : [],
    next: list.ok && list.data.next,
    error,
  };
}

export async function loadArticle({ params, context }: ParamsLoaderArgs): Promise<ArticlePageData> {
  const columnId = idOf(params.type);
  const id = idOf(params.id);
  const session = getSession(context);
  const [article, comments] = await Promise.all([
    session.api.get(`/inform/info/${id}`, articleDetail),
    session.api.get(`/inform/info/${id}/comments`, articleCommentPage, { size: 20 }),
  ]);
  if (!article.ok) {
    if (article.code === Code.articleNotFound || article.code === Code.validationFailed) throw notFound();
    throw data(article.msg, { status: 503 });
  }
  return {
    columnId,
    article: article.data,
    comments: comments.ok ? comments.data.list : [],
    commentsNext: comments.ok && comments.data.next,
    signedIn: session.hasToken,
  };
}

/** Like, unlike and comment on an article with the session's token. */
export async function articleAction({ params, request, context }: ParamsLoaderArgs): Promise<ArticleActionResult> {
  const id = idOf(params.id);
  const form = await readForm(request);
  const intent = form.get('intent');
  const session = getSession(context);
  if (!session.hasToken) return { ok: false, error: '请先登录' };
  if (intent === 'like') {
    const liked = form.get('liked') === '1';
    const result = await session.api.post(`/inform/info/${id}/like`, articleLike, { json: { liked } });
    return result.ok ? { ok: true, intent } : { ok: false, error: result.msg };
  }
  if (intent === 'comment') {
    const content = String(form.get('content') ?? '').trim();
    if (!content) return { ok: false, error: '请输入评论内容' };
    const result = await session.api.post(`/inform/info/${id}/comments`, z.object({ id: z.number() }), {
      json: { content },
    });
    return result.ok ? { ok: true, intent } : { ok: false, error: result.msg };
  }
  return { ok: false, error: '无法识别的操作' };
}

/** /user/history (login only). */
export async function loadHistory(args: ParamsLoaderArgs): Promise<HistoryData> {
  await requireUser(args);
  const result = await getSession(args.context).api.get('/user/history', viewHistory);
  return { items: result.ok ? result.data.list : [] };
}

export async function clearHistory({ context }: ParamsLoaderArgs): Promise<{ ok: boolean }> {
  const result = await getSession(context).api.post('/user/history/clear', historyCleared, { json: {} });
  return { ok: result.ok };
}

const SEARCH_PAGE_SIZE = 20;

/** /news/search?q=&page=: nothing is asked before the reader types a query. */
export async function loadNewsSearch({ request, context }: ParamsLoaderArgs): Promise<NewsSearchData> {
  const params = new URL(request.url).searchParams;
  const q = (params.get('q') ?? '').trim().slice(0, 50);
  const page = Number(params.get('page') ?? '1');
  if (!Number.isInteger(page) || page < 1 || page > 100) throw notFound();
  if (!q) return { q, page, hits: [], next: false, error: null };
  const result = await getSession(context).api.get('/inform/search', searchPage, { q, page, size: SEARCH_PAGE_SIZE });
  return result.ok
    ? { q, page, hits: result.data.list, next: result.data.next, error: null }
    : { q, page, hits: [], next: false, error: result.msg };
}
