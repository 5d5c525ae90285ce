import type { CommunityWrite } from '@kanqiu/domain';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import { fail } from '../../platform/http/app-error';
import { findPost, findPostsByIds, markPostDeleted } from './community.repository';
import {
  banUntil,
  markReportsHandled,
  openReports,
  reasonsOfOpenReports,
  setPostHidden,
  upsertBan,
} from './moderation.repository';
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
  allowance: (userId: number, write: CommunityWrite) => Promise<boolean>;
};

/** Who may write (bans, per-user limits), the report queue, and operators' hide, delete and ban. */
export function createModeration({ db, clock, media, search, allowance }: Deps) {
  const existingPost = async (code: string) => (await findPost(db, code)) ?? fail('postNotFound');

  return {
    async ensureMayWrite(userId: number, write: CommunityWrite): Promise<void> {
      const until = await banUntil(db, userId);
      if (until !== null && until > clock()) fail('communityBanned');
      if (!(await allowance(userId, write))) fail('rateLimited', tooFast[write]);
    },

    /** Posts with unhandled reports, most reported first, hidden ones included. */
    async queue() {
      const open = await openReports(db, QUEUE);
      const ids = open.map((row) => row.post_id);
      const [rows, reasons] = await Promise.all([findPostsByIds(db, ids), reasonsOfOpenReports(db, ids)]);
      const summaries = new Map((await toSummaries(media, rows)).map((summary, i) => [rows[i]!.id, summary]));
      const hidden = new Map(rows.map((row) => [row.id, row.hidden === 1]));
      const list = open.flatMap((row) => {
        const post = summaries.get(row.post_id);
        if (!post) return [];
        return [
          {
            post,
            hidden: hidden.get(row.post_id) ?? false,
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
      await markReportsHandled(db, post.id);
      await (hidden ? search.drop(code) : search.add(post));
      return { done: true as const };
    },

    async remove(code: string) {
      const post = await existingPost(code);
      await markPostDeleted(db, post.id, post.circle_id);
      await markReportsHandled(db, post.id);
      await search.drop(code);
      return { done: true as const };
    },

    async ban(userId: number, days: number) {
      if ((await usersByIds(db, [userId])).length === 0) fail('notFound', '用户不存在');
      const until = clock() + days * DAY;
      await upsertBan(db, userId, until, clock());
      return { userId, until };
    },
  };
}

export type Moderation = ReturnType<typeof createModeration>;
