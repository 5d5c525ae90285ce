import type { ImMessage, ImNotice } from '@kanqiu/contract';
import { ImCode } from '@kanqiu/domain';
import type { Db } from '../../platform/db/database';
import type { Dialect } from '../../platform/db/migration';
import * as repo from './im.repository';
import { toMessage, type MessagesService } from './messages.service';

/** A system notice as a module sends it: `key` names the event, so a user gets it once whatever retries. */
export type SystemNotice = ImNotice & { key: string };

/** Users of one batch: one transaction stores their notices, one statement per table. */
export const noticeBatchSize = 500;

type NoticesDeps = { db: Db; dialect: Dialect; messages: Pick<MessagesService, 'publish' | 'nowMs'> };

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}

/**
 * System notices (10036) into each user's 通知 box: stored (once per user and key), counted as unread, then
 * published on the user's channel, which the IM socket and the web's live channel both follow.
 */
export function createNoticesService({ db, dialect, messages }: NoticesDeps) {
  async function deliverBatch(userIds: readonly number[], notice: SystemNotice): Promise<number> {
    const at = messages.nowMs();
    const boxes = await repo.noticeBoxes(db, userIds, at);
    const { key, ...content } = notice;
    const body = JSON.stringify(content);
    const stored = await db.transaction().execute(async (trx) => {
      const fresh = await repo.claimNoticeKeys(trx, userIds, key, at);
      if (fresh.length === 0) return [];
      const boxIds = fresh.map((userId) => boxes.get(userId)!);
      const message = { code: ImCode.systemNotice, kind: 'system' as const, body, notice_kind: notice.kind };
      return repo.appendToEach(trx, dialect, boxIds, message, at);
    });
    const ownerOf = new Map([...boxes].map(([userId, boxId]) => [boxId, userId]));
    await Promise.all(
      stored.map((row) => {
        const message: ImMessage = toMessage({
          ...row,
          code: ImCode.systemNotice,
          kind: 'system',
          sender_id: null,
          client_id: null,
          body,
          at_info: null,
          recalled: 0,
          deleted: 0,
          created_at: at,
          nick_name: null,
          portrait: null,
        });
        return messages.publish([ownerOf.get(row.conversation_id)!], ImCode.systemNotice, message);
      }),
    );
    return stored.length;
  }

  /** Sends the notice to each user who has not had its key yet, in batches; answers how many got it now. */
  async function notify(userIds: readonly number[], notice: SystemNotice): Promise<number> {
    let delivered = 0;
    for (const batch of chunks([...new Set(userIds)], noticeBatchSize)) delivered += await deliverBatch(batch, notice);
    return delivered;
  }

  return { notify };
}

export type NoticesService = ReturnType<typeof createNoticesService>;
