import { ArticleKind } from '@kanqiu/domain';
import { z } from 'zod';
import { pageOf } from './envelope';
import { text } from './fields';
import { idField } from './live/common';
import { roomMatch, roomReplay } from './rooms';

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

/**
 * `roundup`: a league's round (本轮综述); `editorial`: an operator's article (not generated); `video`: a live room's
 * recorded replay (the 视频 column).
 */
export const articleKind = z.enum(ArticleKind);

/**
 * A 视频 item: a room's recorded replay (HLS playlist and poster frame on the API host), the room, and its match for
 * an anchor's room (a 演示 room moves between matches, so its replays name none).
 */
export const articleVideo = roomReplay.extend({
  roomId: z.number().int(),
  roomTitle: z.string(),
  demo: z.boolean(),
  match: roomMatch.nullable(),
});
export type ArticleVideo = z.infer<typeof articleVideo>;

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
  /** Set on the 视频 column's items (kind `video`), which open the replay instead of an article. */
  video: articleVideo.nullable(),
});
export type ArticleSummary = z.infer<typeof articleSummary>;

export const articlePage = pageOf(articleSummary);

export const articleIdParams = z.object({ id: idField });

/**
 * A generated article's body is plain paragraphs (rendered as text); an operator's is `html`, sanitised to a safe
 * subset when it was saved. `liked` only for a signed-in reader.
 */
export const articleDetail = articleSummary.extend({
  paragraphs: z.array(z.string()),
  html: z.string().nullable(),
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

/** GET /inform/search: news articles and community posts holding every word of `q` (segmented by jieba). */
export const searchQuery = z.object({
  q: text({ error: '请输入搜索内容' })
    .transform((value) => value.trim())
    .pipe(z.string().min(1, '请输入搜索内容').max(50, '搜索内容不能超过 50 字')),
  page: z.coerce.number().int().min(1).max(100).default(1),
  size: z.coerce.number().int().min(1).max(50).default(20),
});

/** `path`: the web page of the article or post. */
export const searchHit = z.object({
  kind: z.enum(['news', 'post']),
  title: z.string(),
  excerpt: z.string(),
  path: z.string(),
  publishedAt: z.number().int(),
});
export type SearchHitItem = z.infer<typeof searchHit>;
export const searchPage = pageOf(searchHit);

/** An operator's article: Markdown (images from POST /admin/news/images), sanitised to a safe HTML subset on save. */
export const editorialBody = z.object({
  columnId: idField,
  title: text({ error: '请输入标题' })
    .transform((value) => value.trim())
    .pipe(z.string().min(1, '请输入标题').max(100, '标题不能超过 100 字')),
  markdown: text({ error: '请输入正文' }).pipe(z.string().min(1, '请输入正文').max(50_000, '正文不能超过 5 万字')),
  cover: z
    .string()
    .regex(/^\/uploads\/news\/[0-9a-f]{32}\.webp$/, '封面须是上传的图片')
    .nullable()
    .optional(),
});
export const editorialHiddenBody = z.object({ hidden: z.boolean() });
export const editorialSaved = z.object({ id: z.number().int(), html: z.string(), hidden: z.boolean() });
export const newsImageUploaded = z.object({ url: z.string() });
