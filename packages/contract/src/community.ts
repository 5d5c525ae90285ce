import { COMMENT_CONTENT_MAX, POST_CONTENT_MAX, POST_TITLE_MAX } from '@kanqiu/domain';
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
};
export const postReply = z.object(commentFields);
export const postComment = z.object({ ...commentFields, replies: z.array(postReply) });
export type PostComment = z.infer<typeof postComment>;

export const postDetail = postSummary.extend({
  content: z.string(),
  liked: z.boolean(),
  mine: z.boolean(),
  acceptedCommentId: z.number().int().nullable(),
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
});
export const createdPost = z.object({ code: z.string() });

export const postCommentBody = z.object({
  content: trimmed(COMMENT_CONTENT_MAX, '请输入评论内容', `评论不能超过 ${COMMENT_CONTENT_MAX} 字`),
  parentId: idField.optional(),
});

export const postLikeBody = z.object({ liked: z.boolean({ error: '请说明点赞还是取消' }) });
export const postLike = z.object({ liked: z.boolean(), likeCount: z.number().int() });

export const reportReasons = ['垃圾广告', '人身攻击', '色情低俗', '违法违规', '其他'] as const;
export const postReportBody = z.object({
  reason: z.enum(reportReasons, { error: '请选择举报原因' }),
  commentId: idField.optional(),
});

export const acceptAnswerBody = z.object({ commentId: idField });
export const deleteBody = z.object({ commentId: idField.optional() });
export const done = z.object({ done: z.literal(true) });
