import type { ReportedComment } from '@kanqiu/contract';
import { NoticeKind, type CommunityWrite, type ModerationNoticeKind } from '@kanqiu/domain';
import type { ReadCache } from '../../platform/cache/read-cache';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import type { Blocks } from '../moderation';
import { fail } from '../../platform/http/app-error';
import { circlesTag, postChangeTags, postPageTag } from './cache-tags';
import { findPost, findPostsByIds, markCommentDeleted, markPostDeleted } from './community.repository';
import {
  findLiveComment,
  markCommentReportsHandled,
  markReportsHandled,
  openCommentReports,
  openReports,
  reasonsOfOpenReports,
  setCommentHidden,
  setPostHidden,
} from './moderation.repository';
import type { CommunityNotices } from './notices.service';
import { usersByIds } from './post-media.repository';
import type { PostMedia } from './post-media.service';
import type { PostSearch } from './post-search';
import { toSummaries } from './post-view';

const QUEUE = 50;
const DAY = 86_400;
const tooFast: Record<CommunityWrite, string> = {
  post: '发帖太频繁，请稍后再试',
  comment: '评论太频繁，请稍后再试',
};

type Deps = {
  db: Db;
  clock: Clock;
  media: PostMedia;
  search: PostSearch;
  notices: Pick<CommunityNotices, 'notify'>;
  allowance: (userId: number, write: CommunityWrite) => Promise<boolean>;
  /** Told of every hide and delete, so no instance shows what operators took down. */
  cache: Pick<ReadCache, 'invalidate'>;
  /** The operators' blocks (the moderation module's store): a 圈子 ban is a block of scope `community`. */
  blocks: Blocks;
};

type CommentReportRow = Awaited<ReturnType<typeof openCommentReports>>[number];

/** The reported comments of one post, each once with its number of reports and their reasons. */
function reportedCommentsOf(postId: number, rows: readonly CommentReportRow[]): ReportedComment[] {
  const byComment = new Map<number, ReportedComment>();
  for (const row of rows.filter((r) => r.post_id === postId)) {
    const comment = byComment.get(row.id) ?? {
      id: row.id,
      content: row.content,
      author: { id: row.user_id, nickName: row.nick_name },
      hidden: row.hidden === 1,
      reports: 0,
      reasons: [],
    };
    comment.reports += 1;
    if (!comment.reasons.includes(row.reason)) comment.reasons.push(row.reason);
    byComment.set(row.id, comment);
  }
  return [...byComment.values()];
}

/** Who may write (bans, per-user limits), the report queue, and operators' hide, delete and ban. */
export function createModeration({ db, clock, media, search, notices, allowance, cache, blocks }: Deps) {
  const existingPost = async (code: string) => (await findPost(db, code)) ?? fail('postNotFound');
  const existingComment = async (id: number) => (await findLiveComment(db, id)) ?? fail('notFound', '评论不存在');
  const tellAuthor = (kind: ModerationNoticeKind, comment: { id: number; post_id: number; user_id: number }) =>
    notices.notify({
      kind,
      actorId: comment.user_id,
      postId: comment.post_id,
      commentId: comment.id,
      userIds: [comment.user_id],
    });

  return {
    async ensureMayWrite(userId: number, write: CommunityWrite): Promise<void> {
      if (await blocks.holds(userId, 'community')) fail('communityBanned');
      if (!(await allowance(userId, write))) fail('rateLimited', tooFast[write]);
    },

    /** Posts with unhandled reports, most reported first, hidden ones included. */
    async queue() {
      const open = await openReports(db, QUEUE);
      const ids = open.map((row) => row.post_id);
      const [rows, reasons, commentReports] = await Promise.all([
        findPostsByIds(db, ids),
        reasonsOfOpenReports(db, ids),
        openCommentReports(db, ids),
      ]);
      const summaries = new Map((await toSummaries(media, rows)).map((summary, i) => [rows[i]!.id, summary]));
      const hidden = new Map(rows.map((row) => [row.id, row.hidden === 1]));
      const list = open.flatMap((row) => {
        const post = summaries.get(row.post_id);
        if (!post) return [];
        return [
          {
            post,
            hidden: hidden.get(row.post_id) ?? false,
            comments: reportedCommentsOf(row.post_id, commentReports),
            reports: Number(row.reports),
            reasons: [...new Set(reasons.filter((r) => r.post_id === row.post_id).map((r) => r.reason))],
            lastReportedAt: Number(row.last_reported_at),
          },
        ];
      });
      return { list };
    },

    /** Hides (or shows again) a post; either way its reports are handled. */
    async hide(code: string, hidden: boolean) {
      const post = await existingPost(code);
      await setPostHidden(db, post.id, hidden);
      cache.invalidate(postChangeTags(post));
      await markReportsHandled(db, post.id);
      await (hidden ? search.drop(code) : search.add(post));
      return { done: true as const };
    },

    async remove(code: string) {
      const post = await existingPost(code);
      await markPostDeleted(db, post.id, post.circle_id);
      cache.invalidate([circlesTag, ...postChangeTags(post)]);
      await markReportsHandled(db, post.id);
      await search.drop(code);
      return { done: true as const };
    },

    /** Hides (or shows again) one comment and handles its reports; the author is told when it is hidden. */
    async hideComment(id: number, hidden: boolean) {
      const comment = await existingComment(id);
      await setCommentHidden(db, id, hidden);
      cache.invalidate([postPageTag(comment.code)]);
      await markCommentReportsHandled(db, id);
      if (hidden) await tellAuthor(NoticeKind.commentHidden, comment);
      return { done: true as const };
    },

    async removeComment(id: number) {
      const comment = await existingComment(id);
      await markCommentDeleted(db, comment.post_id, id);
      const { code, circle_id, post_user_id } = comment;
      cache.invalidate(postChangeTags({ code, circle_id, user_id: post_user_id }));
      await markCommentReportsHandled(db, id);
      await tellAuthor(NoticeKind.commentDeleted, comment);
      return { done: true as const };
    },

    async ban(userId: number, days: number) {
      if ((await usersByIds(db, [userId])).length === 0) fail('notFound', '用户不存在');
      const until = clock() + days * DAY;
      // A ban shows in no read: nothing cached moves.
      await blocks.block({ userId, scope: 'community', until });
      return { userId, until };
    },
  };
}

export type Moderation = ReturnType<typeof createModeration>;
