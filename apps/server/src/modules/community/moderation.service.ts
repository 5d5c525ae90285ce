import { NoticeKind, type CommunityWrite, type ModerationNoticeKind } from '@kanqiu/domain';
import type { ReadCache } from '../../platform/cache/read-cache';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import type { Blocks, Reports } from '../moderation';
import { fail } from '../../platform/http/app-error';
import { circlesTag, postChangeTags, postPageTag } from './cache-tags';
import { findPost, markCommentDeleted, markPostDeleted } from './community.repository';
import { findLiveComment, setCommentHidden, setPostHidden } from './moderation.repository';
import type { CommunityNotices } from './notices.service';
import { usersByIds } from './post-media.repository';
import type { PostSearch } from './post-search';

const DAY = 86_400;
const tooFast: Record<CommunityWrite, string> = {
  post: '发帖太频繁，请稍后再试',
  comment: '评论太频繁，请稍后再试',
};

type Deps = {
  db: Db;
  clock: Clock;
  search: PostSearch;
  notices: Pick<CommunityNotices, 'notify'>;
  allowance: (userId: number, write: CommunityWrite) => Promise<boolean>;
  /** Told of every hide and delete, so no instance shows what operators took down. */
  cache: Pick<ReadCache, 'invalidate'>;
  /** The operators' blocks (the moderation module's store): a 圈子 ban is a block of scope `community`. */
  blocks: Blocks;
  /** The one report store: an operator's hide or delete closes the reports of what it took down. */
  reports: Pick<Reports, 'close'>;
};

const postRef = (id: number) => ({ kind: 'post' as const, id, part: null });
const commentRef = (id: number) => ({ kind: 'comment' as const, id, part: null });

/** Who may write (bans, per-user limits), operators' hide, delete and ban, and reported posts and comments. */
export function createModeration({ db, clock, search, notices, allowance, cache, blocks, reports }: Deps) {
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

    /** Hides (or shows again) a post; either way its reports are handled. */
    async hide(code: string, hidden: boolean) {
      const post = await existingPost(code);
      await setPostHidden(db, post.id, hidden);
      cache.invalidate(postChangeTags(post));
      await reports.close(postRef(post.id), hidden ? 'hide' : 'dismiss');
      await (hidden ? search.drop(code) : search.add(post));
      return { done: true as const };
    },

    async remove(code: string) {
      const post = await existingPost(code);
      await markPostDeleted(db, post.id, post.circle_id);
      cache.invalidate([circlesTag, ...postChangeTags(post)]);
      await reports.close(postRef(post.id), 'remove');
      await search.drop(code);
      return { done: true as const };
    },

    /** Hides (or shows again) one comment and handles its reports; the author is told when it is hidden. */
    async hideComment(id: number, hidden: boolean) {
      const comment = await existingComment(id);
      await setCommentHidden(db, id, hidden);
      cache.invalidate([postPageTag(comment.code)]);
      await reports.close(commentRef(id), hidden ? 'hide' : 'dismiss');
      if (hidden) await tellAuthor(NoticeKind.commentHidden, comment);
      return { done: true as const };
    },

    async removeComment(id: number) {
      const comment = await existingComment(id);
      await markCommentDeleted(db, comment.post_id, id);
      const { code, circle_id, post_user_id } = comment;
      cache.invalidate(postChangeTags({ code, circle_id, user_id: post_user_id }));
      await reports.close(commentRef(id), 'remove');
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
