import type { Db } from '../../platform/db/database';
import { fail } from '../../platform/http/app-error';
import type { SubjectHandler, SubjectRef } from '../moderation';
import * as repo from './im.repository';
import { toMessage, type MessagesService } from './messages.service';
import type { NoticesService, SystemNotice } from './notices.service';

type Deps = { db: Db; messages: Pick<MessagesService, 'erase'>; notices: NoticesService };
type Outcome = Parameters<NonNullable<SubjectHandler['resolved']>>[0];

function durationText(minutes: number): string {
  if (minutes % (24 * 60) === 0) return `${minutes / (24 * 60)} 天`;
  if (minutes % 60 === 0) return `${minutes / 60} 小时`;
  return `${minutes} 分钟`;
}

/** What the reported user is told of the action taken. */
function authorNotice({ reportId, action, minutes }: Outcome): SystemNotice | null {
  const body =
    action === 'remove'
      ? '你发送的一条消息经举报核实违反社区规范，已被删除。'
      : action === 'block'
        ? minutes === undefined
          ? '你因多次或严重违规，已被永久禁止发送私信和群聊消息。'
          : `你因发送违规消息被禁言 ${durationText(minutes)}，期间不能发送私信和群聊消息。`
        : null;
  if (body === null) return null;
  return { key: `report-${reportId}-target`, kind: 'moderation', title: '违规处理通知', body, link: null };
}

/**
 * A reported private or group message (`id` the conversation, `part` its seq; no seq: the whole conversation) as
 * the one report queue shows it: the message and its sender, or the other member of a one-to-one conversation.
 * Removing it erases it for every member; a block stops its sender sending messages; both sides are told.
 */
export function imMessageSubject({ db, messages, notices }: Deps): SubjectHandler {
  async function authorOf(ref: SubjectRef, reporterId: number, message: repo.MessageRow | undefined) {
    if (message?.sender_id != null && message.nick_name !== null)
      return { id: message.sender_id, nickName: message.nick_name };
    const conversation = await repo.conversationById(db, ref.id);
    if (conversation?.kind !== 'direct') return null;
    const peer = (await repo.membersWithUsers(db, ref.id)).find((m) => m.id !== reporterId);
    return peer ? { id: peer.id, nickName: peer.nick_name } : null;
  }

  return {
    blockScope: 'im',
    async view(ref, reporterId) {
      const message = ref.part === null ? undefined : await repo.messageBySeq(db, ref.id, ref.part);
      return {
        kind: 'imMessage',
        conversationId: ref.id,
        seq: ref.part,
        message: message ? toMessage(message) : null,
        author: await authorOf(ref, reporterId, message),
      };
    },
    async remove(ref) {
      if (ref.part === null) fail('validationFailed', '该举报没有指定消息，无法删除');
      await messages.erase(ref.id, ref.part);
    },
    async resolved(outcome) {
      const toAuthor = authorNotice(outcome);
      if (toAuthor && outcome.authorId !== null) await notices.notify([outcome.authorId], toAuthor);
      const dismissed = outcome.action === 'dismiss';
      await notices.notify(outcome.reporterIds, {
        key: `report-${outcome.reportId}`,
        kind: 'moderation',
        title: '举报处理结果',
        body: dismissed
          ? '经核实，你举报的内容暂未发现违规，感谢你的反馈。'
          : '你举报的内容已核实并处理，感谢你维护社区秩序。',
        link: null,
      });
    },
  };
}
