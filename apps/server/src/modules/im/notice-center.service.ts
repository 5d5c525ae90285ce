import type { NoticeItem, NoticeListPage, NoticeSummary } from '@kanqiu/contract';
import { noticeGroupOf, noticeGroups, type NoticeGroup, type SystemNoticeKind } from '@kanqiu/domain';
import type { Db } from '../../platform/db/database';
import * as repo from './im.repository';
import { toMessage, type MessagesService } from './messages.service';

type Box = { id: number; last_seq: number; read_seq: number };

/**
 * 通知中心 (docs/decisions/0071-notice-center-on-the-im-notice-box.md): the notice box, where every notice a fan asked for
 * is stored (`im.notify`), read by group from any device; the friends' and groups' unread messages beside it.
 */
export function createNoticeCenter(db: Db, messages: Pick<MessagesService, 'chatList'>) {
  const itemOf = (box: Box, row: repo.MessageRow & { notice_read: number }): NoticeItem => {
    const message = toMessage(row);
    return {
      message,
      group: noticeGroupOf(row.code, message.notice?.kind ?? null),
      read: row.notice_read === 1 || row.seq <= box.read_seq,
    };
  };

  async function unreadByGroup(box: Box | undefined): Promise<Record<NoticeGroup, number>> {
    const counts = Object.fromEntries(noticeGroups.map((group) => [group, 0])) as Record<NoticeGroup, number>;
    if (!box) return counts;
    for (const row of await repo.unreadNoticeCounts(db, box.id, box.read_seq))
      counts[noticeGroupOf(row.code, row.notice_kind as SystemNoticeKind | null)] += Number(row.count);
    return counts;
  }

  /** Friends' and groups' unread messages (muted conversations aside), as the 消息 badge counts them. */
  async function chatUnread(userId: number): Promise<number> {
    const chats = await messages.chatList(userId);
    return chats
      .filter((chat) => chat.kind !== 'notice' && chat.messageStatus === 0)
      .reduce((sum, c) => sum + c.count, 0);
  }

  return {
    async list(
      userId: number,
      query: { group: NoticeGroup; cursor?: number | undefined; size: number },
    ): Promise<NoticeListPage> {
      const box = await repo.noticeBoxOf(db, userId);
      if (!box) return { list: [], cursor: null };
      const rows = await repo.groupNotices(db, box.id, query.group, query.cursor, query.size + 1);
      const list = rows.slice(0, query.size).map((row) => itemOf(box, row));
      return { list, cursor: rows.length > query.size ? list.at(-1)!.message.seq : null };
    },

    async summary(userId: number): Promise<NoticeSummary> {
      const box = await repo.noticeBoxOf(db, userId);
      const [unread, chat, latest] = await Promise.all([
        unreadByGroup(box),
        chatUnread(userId),
        Promise.all(
          noticeGroups.map(async (group) => {
            const [row] = box ? await repo.groupNotices(db, box.id, group, undefined, 1) : [];
            return row && box ? itemOf(box, row) : null;
          }),
        ),
      ]);
      const groups = noticeGroups.map((group, index) => ({ group, unread: unread[group], latest: latest[index]! }));
      return { total: chat + groups.reduce((sum, group) => sum + group.unread, 0), chat, groups };
    },

    /** The 我的 tab's badge: unread notices and messages. */
    async unread(userId: number): Promise<number> {
      const box = await repo.noticeBoxOf(db, userId);
      const [byGroup, chat] = await Promise.all([unreadByGroup(box), chatUnread(userId)]);
      return chat + Object.values(byGroup).reduce((sum, count) => sum + count, 0);
    },

    async read(userId: number, group: NoticeGroup | undefined): Promise<void> {
      const box = await repo.noticeBoxOf(db, userId);
      if (box) await repo.readNotices(db, { id: box.id, userId, readSeq: box.read_seq }, group);
    },
  };
}

export type NoticeCenter = ReturnType<typeof createNoticeCenter>;
