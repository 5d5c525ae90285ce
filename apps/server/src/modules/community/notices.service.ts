import type { CommunityNotice, NoticePage } from '@kanqiu/contract';
import { isModerationNotice, MODERATORS_NAME, noticeVerb, type NoticeKindName } from '@kanqiu/domain';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import type { ImServices } from '../im';
import {
  countUnread,
  findNoticeContext,
  findNotices,
  hasNotice,
  insertNotices,
  markAllRead,
} from './notices.repository';

const TITLE = 30;

async function asyncFilter<T>(items: readonly T[], keep: (item: T) => Promise<boolean>): Promise<T[]> {
  const kept = await Promise.all(items.map(keep));
  return items.filter((_, index) => kept[index]);
}

export type NewNotice = {
  kind: NoticeKindName;
  actorId: number;
  postId: number;
  commentId?: number | null;
  /**
   * Who receives it; the actor, repeats, and a like already told once (a like taken back and given again) are
   * dropped. An operator's action names the author as actor (the row needs a user) and tells them.
   */
  userIds: readonly (number | null)[];
};

/** Who a notice says did it: the fan, or the moderators for an operator's action. */
const actorName = (kind: NoticeKindName, nickName: string) => (isModerationNotice(kind) ? MODERATORS_NAME : nickName);

type NoticesDeps = { db: Db; clock: Clock; im: Pick<ImServices, 'notify'> };

/** The same notice in 消息 → 通知, live and counted in the tab badge; once per receiver and event. */
async function relayToMessages({ db, im }: NoticesDeps, notice: NewNotice, receivers: number[]): Promise<void> {
  if (receivers.length === 0) return;
  const commentId = notice.commentId ?? null;
  const about = await findNoticeContext(db, { ...notice, commentId });
  if (!about) return;
  const title = about.title ?? about.content.slice(0, TITLE);
  await im.notify(receivers, {
    key: `community:${notice.kind}:${notice.actorId}:${notice.postId}:${commentId ?? 0}`,
    kind: 'community',
    title: `${actorName(notice.kind, about.nick_name)}${noticeVerb(notice.kind, about.parent_id != null ? 'comment' : about.post_kind)}`,
    body: title,
    link: `/community/detail?code=${about.code}`,
  });
}

/**
 * 互动消息: replies, likes, mentions and accepted answers, stored per receiver and listed from 我的圈子; each is
 * also sent to 消息 → 通知 through the messages door.
 */
export function createNotices(deps: NoticesDeps) {
  const { db, clock } = deps;
  return {
    async notify({ kind, actorId, postId, commentId = null, userIds }: NewNotice): Promise<void> {
      const toldOfOwnAct = isModerationNotice(kind);
      const receivers = [
        ...new Set(userIds.filter((id): id is number => id !== null && (toldOfOwnAct || id !== actorId))),
      ];
      const fresh =
        kind === 'like'
          ? await asyncFilter(receivers, async (userId) => !(await hasNotice(db, { userId, kind, actorId, postId })))
          : receivers;
      await insertNotices(
        db,
        fresh.map((user_id) => ({
          user_id,
          kind,
          actor_id: actorId,
          post_id: postId,
          comment_id: commentId,
          created_at: clock(),
        })),
      );
      await relayToMessages(deps, { kind, actorId, postId, commentId, userIds }, fresh);
    },

    async list(userId: number, page: number, size: number): Promise<NoticePage> {
      const [rows, unread] = await Promise.all([
        findNotices(db, userId, (page - 1) * size, size + 1),
        countUnread(db, userId),
      ]);
      const list: CommunityNotice[] = rows.slice(0, size).map((row) => ({
        id: row.id,
        kind: row.kind,
        // The moderators are no user: id 0.
        actor: { id: isModerationNotice(row.kind) ? 0 : row.actor_id, nickName: actorName(row.kind, row.nick_name) },
        text: noticeVerb(row.kind, row.parent_id !== null ? 'comment' : row.post_kind),
        post: { code: row.code, kind: row.post_kind, title: row.title ?? row.content.slice(0, TITLE) },
        commentId: row.comment_id,
        read: row.read === 1,
        createdAt: row.created_at,
      }));
      return { list, page, next: rows.length > size, unread };
    },

    unread: (userId: number) => countUnread(db, userId),
    markRead: (userId: number) => markAllRead(db, userId),
  };
}

export type CommunityNotices = ReturnType<typeof createNotices>;
