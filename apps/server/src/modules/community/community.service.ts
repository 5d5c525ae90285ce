import type { Circle, CreatePostInput, MyComment, PostComment, PostDetail } from '@kanqiu/contract';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import { fail } from '../../platform/http/app-error';
import { containsBlockedWord } from '../../platform/text/content-words';
import type { NewsServices } from '../news';
import {
  acceptAnswer,
  findCircle,
  findCircles,
  findComment,
  findComments,
  findPost,
  findPostPage,
  followedCircleIds,
  hasLikedPost,
  hidePost,
  insertComment,
  insertPost,
  insertReport,
  markCommentDeleted,
  markPostDeleted,
  setCircleFollow,
  setPostLike,
} from './community.repository';
import type { Moderation } from './moderation.service';
import type { CommunityNotices } from './notices.service';
import { findMyComments } from './notices.repository';
import { newPostCode } from './post-code';
import type { PostSearch } from './post-search';
import type { PostMedia } from './post-media.service';
import { toSummaries } from './post-view';

/** Reports of this many users hide a post until an operator looks at it. */
export const HIDE_AFTER_REPORTS = 3;
const TITLE = 30;

type Deps = {
  db: Db;
  clock: Clock;
  history: NewsServices['history'];
  media: PostMedia;
  moderation: Moderation;
  notices: CommunityNotices;
  search: PostSearch;
};

function checkText(...texts: (string | undefined)[]): void {
  if (texts.some((t) => t !== undefined && containsBlockedWord(t))) fail('contentSensitive');
}

/** 圈子: circles and follows, posts and questions, two-level comments, likes, reports and accepted answers. */
export function createCommunityService({ db, clock, history, media, moderation, notices, search }: Deps) {
  const visiblePost = async (code: string) => {
    const post = (await findPost(db, code)) ?? fail('postNotFound');
    if (post.hidden) fail('postHidden');
    return post;
  };
  const existingCircle = async (id: number) => (await findCircle(db, id)) ?? fail('notFound', '圈子不存在');

  return {
    async circles(userId: number | null): Promise<Circle[]> {
      const [rows, followed] = await Promise.all([
        findCircles(db),
        userId === null ? Promise.resolve(new Set<number>()) : followedCircleIds(db, userId),
      ]);
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        sport: row.sport,
        followerCount: row.follower_count,
        postCount: row.post_count,
        followed: followed.has(row.id),
      }));
    },

    async follow(circleId: number, userId: number, follow: boolean) {
      await existingCircle(circleId);
      return { followed: follow, followerCount: await setCircleFollow(db, circleId, userId, follow, clock()) };
    },

    async posts(filter: { circleId?: number; userId?: number }, sort: 'latest' | 'hot', page: number, size: number) {
      if (filter.circleId !== undefined) await existingCircle(filter.circleId);
      const rows = await findPostPage(db, filter, sort, (page - 1) * size, size + 1);
      return { list: await toSummaries(media, rows.slice(0, size)), page, next: rows.length > size };
    },

    /** The user's own comments and replies, newest first. */
    async myComments(userId: number, page: number, size: number) {
      const rows = await findMyComments(db, userId, (page - 1) * size, size + 1);
      const list: MyComment[] = rows.slice(0, size).map((row) => ({
        id: row.id,
        content: row.content,
        post: { code: row.code, kind: row.kind, title: row.title ?? row.post_content.slice(0, TITLE) },
        createdAt: row.created_at,
      }));
      return { list, page, next: rows.length > size };
    },

    /** A post with its comments; for a signed-in reader it goes into their history. */
    async detail(code: string, userId: number | null): Promise<PostDetail> {
      const post = await visiblePost(code);
      if (userId !== null) {
        const path = `/community/${post.kind === 'question' ? 'qdetail' : 'detail'}?code=${post.code}`;
        await history.record(userId, {
          kind: 'post',
          ref: post.code,
          title: post.title ?? post.content.slice(0, 40),
          path,
        });
      }
      const rows = await findComments(db, post.id);
      const toComment = (row: (typeof rows)[number]) => ({
        id: row.id,
        content: row.hidden === 1 && row.user_id !== userId ? '' : row.content,
        hidden: row.hidden === 1,
        author: { id: row.user_id, nickName: row.nick_name },
        replyTo: row.parent_id === null ? null : row.reply_to,
        createdAt: row.created_at,
        mine: row.user_id === userId,
      });
      const comments: PostComment[] = rows
        .filter((row) => row.parent_id === null)
        .map((row) => ({ ...toComment(row), replies: rows.filter((r) => r.parent_id === row.id).map(toComment) }));
      const [[summary], liked, mentions] = await Promise.all([
        toSummaries(media, [post]),
        userId === null ? false : hasLikedPost(db, post.id, userId),
        media.mentionsOf(post.id),
      ]);
      return {
        ...summary!,
        content: post.content,
        liked,
        mine: userId !== null && post.user_id === userId,
        acceptedCommentId: post.accepted_comment_id,
        mentions,
        comments,
      };
    },

    /** A post or question with its pictures, match or team tag and @mentions (who are told). */
    async create(userId: number, input: CreatePostInput) {
      await existingCircle(input.circleId);
      checkText(input.title, input.content);
      await moderation.ensureMayWrite(userId, 'post');
      const [images, tag, mentioned] = await Promise.all([
        media.ownFreeImages(userId, input.images),
        media.tagColumns(input.tag),
        media.mentionedIn(input.content, input.mentions, userId),
      ]);
      const code = newPostCode();
      const createdAt = clock();
      const postId = await insertPost(db, {
        code,
        circle_id: input.circleId,
        user_id: userId,
        kind: input.kind,
        title: input.title || null,
        content: input.content,
        created_at: createdAt,
        ...tag,
      });
      if (postId === null) throw new Error('A user post collided with a sample post');
      await media.attach(postId, images);
      await media.saveMentions(postId, mentioned);
      await notices.notify({ kind: 'mention', actorId: userId, postId, userIds: mentioned.map((u) => u.id) });
      await search.add({ code, title: input.title || null, content: input.content, created_at: createdAt });
      return { code };
    },

    /** A comment on the post, or a reply under one of its comments (a reply to a reply stays under the same one). */
    async comment(code: string, userId: number, content: string, parentId: number | undefined) {
      const post = await visiblePost(code);
      checkText(content);
      await moderation.ensureMayWrite(userId, 'comment');
      let parent: { id: number; userId: number } | null = null;
      if (parentId !== undefined) {
        const target = (await findComment(db, post.id, parentId)) ?? fail('notFound', '评论不存在');
        parent = { id: target.parent_id ?? target.id, userId: target.user_id };
      }
      const id = await insertComment(db, {
        postId: post.id,
        userId,
        parentId: parent?.id ?? null,
        replyToUserId: parent?.userId ?? null,
        content,
        now: clock(),
      });
      await notices.notify({
        kind: 'reply',
        actorId: userId,
        postId: post.id,
        commentId: id,
        userIds: [parent ? parent.userId : post.user_id],
      });
      return { id };
    },

    async like(code: string, userId: number, liked: boolean) {
      const post = await visiblePost(code);
      const { likeCount, changed } = await setPostLike(db, post.id, userId, liked, clock());
      if (liked && changed)
        await notices.notify({ kind: 'like', actorId: userId, postId: post.id, userIds: [post.user_id] });
      return { liked, likeCount };
    },

    async report(code: string, userId: number, reason: string, commentId: number | undefined) {
      const post = await visiblePost(code);
      if (commentId !== undefined && !(await findComment(db, post.id, commentId))) fail('notFound', '评论不存在');
      const reporters = await insertReport(db, {
        postId: post.id,
        commentId: commentId ?? null,
        userId,
        reason,
        now: clock(),
      });
      if (commentId === undefined && reporters >= HIDE_AFTER_REPORTS) {
        await hidePost(db, post.id);
        await search.drop(code);
      }
      return { done: true as const };
    },

    async accept(code: string, userId: number, commentId: number) {
      const post = await visiblePost(code);
      if (post.kind !== 'question' || post.user_id !== userId) fail('answerNotAcceptable');
      const answer = (await findComment(db, post.id, commentId)) ?? fail('notFound', '回答不存在');
      if (answer.parent_id !== null) fail('answerNotAcceptable', '只能采纳对问题的直接回答');
      await acceptAnswer(db, post.id, commentId);
      await notices.notify({
        kind: 'accepted',
        actorId: userId,
        postId: post.id,
        commentId,
        userIds: [answer.user_id],
      });
      return { done: true as const };
    },

    /** Deletes the user's own post, or their own comment on it. */
    async remove(code: string, userId: number, commentId: number | undefined) {
      const post = (await findPost(db, code)) ?? fail('postNotFound');
      if (commentId === undefined) {
        if (post.user_id !== userId) fail('forbidden', '只能删除自己的帖子');
        await markPostDeleted(db, post.id, post.circle_id);
        await search.drop(code);
      } else {
        const comment = (await findComment(db, post.id, commentId)) ?? fail('notFound', '评论不存在');
        if (comment.user_id !== userId) fail('forbidden', '只能删除自己的评论');
        await markCommentDeleted(db, post.id, commentId);
      }
      return { done: true as const };
    },
  };
}

export type CommunityService = ReturnType<typeof createCommunityService>;
