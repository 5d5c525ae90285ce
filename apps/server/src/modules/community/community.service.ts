import type { Circle, CreatePostInput, MyComment, PostComment, PostDetail } from '@kanqiu/contract';
import type { ReadCache } from '../../platform/cache/read-cache';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import { fail } from '../../platform/http/app-error';
import type { Reports, TextPolicy, TextScope } from '../moderation';
import type { NewsServices } from '../news';
import { circleFollowsTag, circlesTag, likesTag, postChangeTags } from './cache-tags';
import {
  acceptAnswer,
  commentContents,
  findCircle,
  findCircles,
  findComment,
  findComments,
  findPost,
  findPostPage,
  followedCircleIds,
  hidePost,
  insertComment,
  insertPost,
  likedPostCodes,
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
  /** Told of every write, so the reads it changes are made again on every instance. */
  cache: ReadCache;
  /** The posts' and comments' text policy (the moderation module). */
  text: TextPolicy;
  /** The one report store: fans' reports of posts and comments go there. */
  reports: Pick<Reports, 'file'>;
};

type CommentRow = Awaited<ReturnType<typeof findComments>>[number];
type Reply = PostComment['replies'][number];

function checkText(text: TextPolicy, scope: TextScope, ...texts: (string | undefined)[]): void {
  if (texts.some((t) => t !== undefined && text.refuses(scope, t))) fail('contentSensitive');
}

/** The comments as a guest reads them (an operator's hidden one without its text), replies under their comment. */
function threaded(rows: CommentRow[]): PostComment[] {
  const toComment = (row: CommentRow): Reply => ({
    id: row.id,
    content: row.hidden === 1 ? '' : row.content,
    hidden: row.hidden === 1,
    author: { id: row.user_id, nickName: row.nick_name },
    replyTo: row.parent_id === null ? null : row.reply_to,
    createdAt: row.created_at,
    mine: false,
  });
  return rows
    .filter((row) => row.parent_id === null)
    .map((row) => ({ ...toComment(row), replies: rows.filter((r) => r.parent_id === row.id).map(toComment) }));
}

/** 圈子: circles and follows, posts and questions, two-level comments, likes, reports and accepted answers. */
export function createCommunityService({
  db,
  clock,
  history,
  media,
  moderation,
  notices,
  search,
  cache,
  text,
  reports,
}: Deps) {
  const visiblePost = async (code: string) => {
    const post = (await findPost(db, code)) ?? fail('postNotFound');
    if (post.hidden) fail('postHidden');
    return post;
  };
  const existingCircle = async (id: number) => (await findCircle(db, id)) ?? fail('notFound', '圈子不存在');
  /** A user's own set, read once per change: every signed-in read lays it over the shared answer. */
  const ofUser = <T>(tag: string, load: () => Promise<T>) => cache.read(tag, { dependsOn: [tag] }, load);
  const followedCircles = (userId: number) => ofUser(circleFollowsTag(userId), () => followedCircleIds(db, userId));
  const likedCodes = (userId: number) => ofUser(likesTag(userId), () => likedPostCodes(db, userId));
  /** The text of the reader's own comments an operator hid, read only when there are any. */
  const ownHiddenTexts = (comments: PostComment[], userId: number) => {
    const ids = comments
      .flatMap((comment) => [comment, ...comment.replies])
      .filter((comment) => comment.hidden && comment.author.id === userId)
      .map((comment) => comment.id);
    return ids.length === 0 ? Promise.resolve(new Map<number, string>()) : commentContents(db, ids);
  };

  return {
    /** The circles as a guest sees them, none followed. */
    async circles(): Promise<Circle[]> {
      return (await findCircles(db)).map((row) => ({
        id: row.id,
        name: row.name,
        sport: row.sport,
        followerCount: row.follower_count,
        postCount: row.post_count,
        followed: false,
      }));
    },

    /** The circles with those the fan follows marked. */
    async withFollowed(circles: Circle[], userId: number): Promise<Circle[]> {
      const followed = await followedCircles(userId);
      return circles.map((circle) => (followed.has(circle.id) ? { ...circle, followed: true } : circle));
    },

    async follow(circleId: number, userId: number, follow: boolean) {
      await existingCircle(circleId);
      const followerCount = await setCircleFollow(db, circleId, userId, follow, clock());
      cache.invalidate([circlesTag, circleFollowsTag(userId)]);
      return { followed: follow, followerCount };
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

    /** A post with its comments, as a guest sees it. */
    async detail(code: string): Promise<PostDetail> {
      const post = await visiblePost(code);
      const [rows, [summary], mentions] = await Promise.all([
        findComments(db, post.id),
        toSummaries(media, [post]),
        media.mentionsOf(post.id),
      ]);
      return {
        ...summary!,
        content: post.content,
        liked: false,
        mine: false,
        acceptedCommentId: post.accepted_comment_id,
        mentions,
        comments: threaded(rows),
      };
    },

    /**
     * A signed-in reader's post: their like, their own post and comments (hidden ones with their text); the
     * opening goes into their history.
     */
    async forReader(post: PostDetail, userId: number): Promise<PostDetail> {
      const [, liked, ownHidden] = await Promise.all([
        history.record(userId, {
          kind: 'post',
          ref: post.code,
          title: post.title ?? post.content.slice(0, 40),
          path: `/community/${post.kind === 'question' ? 'qdetail' : 'detail'}?code=${post.code}`,
        }),
        likedCodes(userId),
        ownHiddenTexts(post.comments, userId),
      ]);
      const own = <C extends Reply>(comment: C): C =>
        comment.author.id === userId
          ? { ...comment, mine: true, content: ownHidden.get(comment.id) ?? comment.content }
          : comment;
      return {
        ...post,
        liked: liked.has(post.code),
        mine: post.author.id === userId,
        comments: post.comments.map((comment) => ({ ...own(comment), replies: comment.replies.map(own) })),
      };
    },

    /** A post or question with its pictures, match or team tag and @mentions (who are told). */
    async create(userId: number, input: CreatePostInput) {
      await existingCircle(input.circleId);
      checkText(text, 'post', input.title, input.content);
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
      cache.invalidate([circlesTag, ...postChangeTags({ code, circle_id: input.circleId, user_id: userId })]);
      await notices.notify({ kind: 'mention', actorId: userId, postId, userIds: mentioned.map((u) => u.id) });
      await search.add({ code, title: input.title || null, content: input.content, created_at: createdAt });
      return { code };
    },

    /** A comment on the post, or a reply under one of its comments (a reply to a reply stays under the same one). */
    async comment(code: string, userId: number, content: string, parentId: number | undefined) {
      const post = await visiblePost(code);
      checkText(text, 'comment', content);
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
      cache.invalidate(postChangeTags(post));
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
      if (changed) cache.invalidate([likesTag(userId), ...postChangeTags(post)]);
      if (liked && changed)
        await notices.notify({ kind: 'like', actorId: userId, postId: post.id, userIds: [post.user_id] });
      return { liked, likeCount };
    },

    async report(code: string, userId: number, reason: string, commentId: number | undefined) {
      const post = await visiblePost(code);
      if (commentId !== undefined && !(await findComment(db, post.id, commentId))) fail('notFound', '评论不存在');
      const subject =
        commentId === undefined
          ? { kind: 'post' as const, id: post.id, part: null }
          : { kind: 'comment' as const, id: commentId, part: null };
      const reporters = await reports.file({ subject, reporterId: userId, reason });
      if (commentId === undefined && reporters >= HIDE_AFTER_REPORTS) {
        await hidePost(db, post.id);
        cache.invalidate(postChangeTags(post));
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
      cache.invalidate(postChangeTags(post));
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
        cache.invalidate([circlesTag, ...postChangeTags(post)]);
        await search.drop(code);
      } else {
        const comment = (await findComment(db, post.id, commentId)) ?? fail('notFound', '评论不存在');
        if (comment.user_id !== userId) fail('forbidden', '只能删除自己的评论');
        await markCommentDeleted(db, post.id, commentId);
        cache.invalidate(postChangeTags(post));
      }
      return { done: true as const };
    },
  };
}

export type CommunityService = ReturnType<typeof createCommunityService>;
