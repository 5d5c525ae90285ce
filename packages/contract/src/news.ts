import { z } from 'zod';
import { pageOf } from './envelope';
import { text } from './fields';
import { idField } from './live/common';

/** GET /inform/column/getColumnByType: `type` 1 is the news (资讯) columns, the only type so far. */
export const columnQuery = z.object({ type: z.coerce.number().int().min(1).max(1).default(1) });

export const newsColumnItem = z.object({ id: z.number().int(), name: z.string() });
export const newsColumnList = z.array(newsColumnItem);
export type NewsColumnItem = z.infer<typeof newsColumnItem>;

/** POST /inform/info/list (JSON): page 1 resets, later pages append, `next` says whether another exists. */
export const articleListBody = z.object({
  columnId: idField,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(50).default(20),
});

export const articleKind = z.enum(['preview', 'report', 'recap']);

/** `generated`: written by the newsroom from the match data (自动生成). */
export const articleSummary = z.object({
  id: z.number().int(),
  kind: articleKind,
  title: z.string(),
  summary: z.string(),
  cover: z.string().nullable(),
  columnId: z.number().int(),
  columnName: z.string(),
  matchId: z.number().int().nullable(),
  generated: z.boolean(),
  readCount: z.number().int(),
  likeCount: z.number().int(),
  commentCount: z.number().int(),
  publishedAt: z.number().int(),
});
export type ArticleSummary = z.infer<typeof articleSummary>;

export const articlePage = pageOf(articleSummary);

export const articleIdParams = z.object({ id: idField });

/** The body is plain paragraphs (rendered as text, never as HTML). `liked` only for a signed-in reader. */
export const articleDetail = articleSummary.extend({
  paragraphs: z.array(z.string()),
  liked: z.boolean(),
  related: z.array(articleSummary),
});
export type ArticleDetail = z.infer<typeof articleDetail>;

export const articleLike = z.object({ liked: z.boolean(), likeCount: z.number().int() });
export const articleLikeBody = z.object({ liked: z.boolean({ error: '请说明点赞还是取消' }) });

export const commentAuthor = z.object({ id: z.number().int(), nickName: z.string(), portrait: z.string().nullable() });

export const articleComment = z.object({
  id: z.number().int(),
  content: z.string(),
  createdAt: z.number().int(),
  author: commentAuthor,
});
export type ArticleComment = z.infer<typeof articleComment>;

export const articleCommentPage = pageOf(articleComment);
export const commentPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(50).default(20),
});

export const commentBody = z.object({
  content: text({ error: '请输入评论内容' })
    .transform((value) => value.trim())
    .pipe(z.string().min(1, '请输入评论内容').max(500, '评论不能超过 500 字')),
});

/** GET /user/history: what the user opened, newest first; `path` is the web page to open it again. */
export const viewHistory = z.object({
  list: z.array(
    z.object({ kind: z.enum(['news', 'post']), title: z.string(), path: z.string(), viewedAt: z.number().int() }),
  ),
});
export const historyCleared = z.object({ cleared: z.literal(true) });
