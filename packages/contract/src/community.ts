import {
  COMMENT_CONTENT_MAX,
  DEFAULT_BAN_DAYS,
  POST_CONTENT_MAX,
  POST_IMAGES_MAX,
  POST_MENTIONS_MAX,
  POST_TITLE_MAX,
  NoticeKind,
  reportReasons,
} from '@kanqiu/domain';
import { z } from 'zod';
import { pageOf } from './envelope';
import { text } from './fields';
import { idField } from './live/common';

export const circle = z.object({
  id: z.number().int(),
  name: z.string(),
  sport: z.enum(['football', 'basketball']),
  followerCount: z.number().int(),
  postCount: z.number().int(),
  followed: z.boolean(),
});
export type Circle = z.infer<typeof circle>;
export const circleList = z.array(circle);

export const circleIdParams = z.object({ id: idField });
export const circleFollowBody = z.object({ follow: z.boolean({ error: '请说明关注还是取消' }) });
export const circleFollow = z.object({ followed: z.boolean(), followerCount: z.number().int() });

/** `sample`: a 示例用户 post seeded about a replayed match (no account behind it). */
export const postAuthor = z.object({ id: z.number().int().nullable(), nickName: z.string(), sample: z.boolean() });

/** A post picture: full size and thumbnail, both WebP re-encoded on upload. */
export const postImage = z.object({
  url: z.string(),
  thumb: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type PostImage = z.infer<typeof postImage>;
/** An uploaded picture not yet in a post: `name` goes into the post's `images`. */
export const uploadedPostImage = postImage.extend({ name: z.string() });

/** The match or team a post is about; the web links it to the match or team page. */
export const postTag = z.object({
  kind: z.enum(['match', 'team']),
  id: z.number().int(),
  sport: z.enum(['football', 'basketball']),
  label: z.string(),
});
export type PostTag = z.infer<typeof postTag>;
export const tagOptionsQuery = z.object({ circleId: idField });
export const tagOptions = z.object({ matches: z.array(postTag), teams: z.array(postTag) });
export type TagOptions = z.infer<typeof tagOptions>;

export const mentionUser = z.object({ id: z.number().int(), nickName: z.string() });
export type MentionUser = z.infer<typeof mentionUser>;
export const mentionSearchQuery = z.object({
  q: text()
    .transform((value) => value.trim())
    .pipe(z.string().max(20)),
});
export const mentionCandidates = z.array(mentionUser);

export const postSummary = z.object({
  code: z.string(),
  circleId: z.number().int(),
  circleName: z.string(),
  kind: z.enum(['post', 'question']),
  title: z.string().nullable(),
  excerpt: z.string(),
  author: postAuthor,
  likeCount: z.number().int(),
  commentCount: z.number().int(),
  answered: z.boolean(),
  images: z.array(postImage),
  tag: postTag.nullable(),
  createdAt: z.number().int(),
});
export type PostSummary = z.infer<typeof postSummary>;
export const postPage = pageOf(postSummary);

export const postListQuery = z.object({
  sort: z.enum(['latest', 'hot']).default('latest'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(50).default(20),
});

export const postCodeParams = z.object({ code: z.string().regex(/^[A-Za-z0-9]{6,16}$/, '帖子编号不正确') });

const commentFields = {
  id: z.number().int(),
  content: z.string(),
  author: z.object({ id: z.number().int(), nickName: z.string() }),
  replyTo: z.string().nullable(),
  createdAt: z.number().int(),
  mine: z.boolean(),
  /** Hidden by an operator: others get no content (the page says 该评论已被隐藏), the author still reads it. */
  hidden: z.boolean(),
};
export const postReply = z.object(commentFields);
export const postComment = z.object({ ...commentFields, replies: z.array(postReply) });
export type PostComment = z.infer<typeof postComment>;

export const postDetail = postSummary.extend({
  content: z.string(),
  liked: z.boolean(),
  mine: z.boolean(),
  acceptedCommentId: z.number().int().nullable(),
  mentions: z.array(mentionUser),
  comments: z.array(postComment),
});
export type PostDetail = z.infer<typeof postDetail>;

const trimmed = (max: number, empty: string, long: string) =>
  text({ error: empty })
    .transform((value) => value.trim())
    .pipe(z.string().min(1, empty).max(max, long));

export const createPostBody = z.object({
  circleId: idField,
  kind: z.enum(['post', 'question']).default('post'),
  title: text()
    .transform((value) => value.trim())
    .pipe(z.string().max(POST_TITLE_MAX, `标题不能超过 ${POST_TITLE_MAX} 字`))
    .optional(),
  content: trimmed(POST_CONTENT_MAX, '请输入内容', `内容不能超过 ${POST_CONTENT_MAX} 字`),
  images: z
    .array(z.string().regex(/^[0-9a-f]{32}$/, '图片编号不正确'))
    .max(POST_IMAGES_MAX, `最多上传 ${POST_IMAGES_MAX} 张图片`)
    .default([]),
  tag: z.object({ kind: z.enum(['match', 'team']), id: idField }).optional(),
  mentions: z.array(idField).max(POST_MENTIONS_MAX, `最多提到 ${POST_MENTIONS_MAX} 人`).default([]),
});
export type CreatePostInput = z.infer<typeof createPostBody>;
export const createdPost = z.object({ code: z.string() });

export const postCommentBody = z.object({
  content: trimmed(COMMENT_CONTENT_MAX, '请输入评论内容', `评论不能超过 ${COMMENT_CONTENT_MAX} 字`),
  parentId: idField.optional(),
});

export const postLikeBody = z.object({ liked: z.boolean({ error: '请说明点赞还是取消' }) });
export const postLike = z.object({ liked: z.boolean(), likeCount: z.number().int() });

export const postReportBody = z.object({
  reason: z.enum(reportReasons, { error: '请选择举报原因' }),
  commentId: idField.optional(),
});

export const acceptAnswerBody = z.object({ commentId: idField });
export const deleteBody = z.object({ commentId: idField.optional() });
export const done = z.object({ done: z.literal(true) });

/** 我的回复: the user's comments with the post they are under. */
export const myComment = z.object({
  id: z.number().int(),
  content: z.string(),
  post: z.object({ code: z.string(), kind: z.enum(['post', 'question']), title: z.string() }),
  createdAt: z.number().int(),
});
export type MyComment = z.infer<typeof myComment>;
export const myCommentPage = pageOf(myComment);

/** 互动消息: someone replied to, liked, mentioned or accepted something of the user's. */
export const communityNotice = z.object({
  id: z.number().int(),
  kind: z.enum(NoticeKind),
  actor: mentionUser,
  text: z.string(),
  post: z.object({ code: z.string(), kind: z.enum(['post', 'question']), title: z.string() }),
  commentId: z.number().int().nullable(),
  read: z.boolean(),
  createdAt: z.number().int(),
});
export type CommunityNotice = z.infer<typeof communityNotice>;
export const noticePage = pageOf(communityNotice).extend({ unread: z.number().int() });
export type NoticePage = z.infer<typeof noticePage>;
export const unreadNotices = z.object({ unread: z.number().int() });

// ——— operators ———

export const adminHideBody = z.object({ hidden: z.boolean().default(true) });
export const adminBanBody = z.object({ days: z.coerce.number().int().min(1).max(3650).default(DEFAULT_BAN_DAYS) });
export const userIdParams = z.object({ id: idField });
export const commentIdParams = z.object({ id: idField });
export const communityBan = z.object({ userId: z.number().int(), until: z.number().int() });
