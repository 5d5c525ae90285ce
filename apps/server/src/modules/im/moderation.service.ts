import type { ImReport, ImUser, resolveReportBody } from '@kanqiu/contract';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database';
import type { Blocks } from '../moderation';
import { fail } from '../../platform/http/app-error';
import * as repo from './im.repository';
import { toImUser, toMessage, type MessagesService } from './messages.service';
import type { NoticesService, SystemNotice } from './notices.service';

/** An operator's mute lasts a day unless they say otherwise. */
export const defaultMuteMinutes = 24 * 60;

type ModerationDeps = {
  db: Db;
  messages: Pick<MessagesService, 'erase' | 'nowMs'>;
  notices: NoticesService;
  /** The operators' blocks (the moderation module's store): a ban or a mute is a block of scope `im`. */
  blocks: Blocks;
};
type Resolution = z.infer<typeof resolveReportBody>;

function durationText(minutes: number): string {
  if (minutes % (24 * 60) === 0) return `${minutes / (24 * 60)} 天`;
  if (minutes % 60 === 0) return `${minutes / 60} 小时`;
  return `${minutes} 分钟`;
}

/** What the reported user is told of the action taken. */
function targetNotice(reportId: number, resolution: Resolution): SystemNotice | null {
  const body =
    resolution.action === 'deleteMessage'
      ? '你发送的一条消息经举报核实违反社区规范，已被删除。'
      : resolution.action === 'mute'
        ? `你因发送违规消息被禁言 ${durationText(resolution.minutes ?? defaultMuteMinutes)}，期间不能发送私信和群聊消息。`
        : resolution.action === 'ban'
          ? '你因多次或严重违规，已被永久禁止发送私信和群聊消息。'
          : null;
  if (body === null) return null;
  return { key: `report-${reportId}-target`, kind: 'moderation', title: '违规处理通知', body, link: null };
}

/**
 * The operators' report queue: reports on messages or conversations with the reported message and user;
 * an operator dismisses one, deletes the message for everyone, mutes (for a time) or bans its sender.
 */
export function createModerationService({ db, messages, notices, blocks }: ModerationDeps) {
  /** Who the report is about: the reported message's sender, else the other member of a one-to-one conversation. */
  async function targetOf(report: { reporter_id: number; conversation_id: number; seq: number | null }) {
    const message = report.seq === null ? undefined : await repo.messageBySeq(db, report.conversation_id, report.seq);
    if (message?.sender_id != null && message.nick_name !== null)
      return {
        message,
        target: toImUser({ id: message.sender_id, nick_name: message.nick_name, portrait: message.portrait }),
      };
    const conversation = await repo.conversationById(db, report.conversation_id);
    if (conversation?.kind !== 'direct') return { message, target: null };
    const peer = (await repo.membersWithUsers(db, report.conversation_id)).find((m) => m.id !== report.reporter_id);
    return { message, target: peer ? toImUser(peer) : null };
  }

  async function queue(status: ImReport['status']): Promise<ImReport[]> {
    const rows = await repo.reportRows(db, status, 100);
    return Promise.all(
      rows.map(async (row) => {
        const { message, target } = await targetOf(row);
        return {
          id: row.id,
          reporter: toImUser({ id: row.reporter_id, nick_name: row.nick_name, portrait: row.portrait }),
          conversationId: row.conversation_id,
          seq: row.seq,
          reason: row.reason,
          createdAt: row.created_at,
          status: row.status,
          action: row.action,
          target,
          message: message ? toMessage(message) : null,
        };
      }),
    );
  }

  async function act(
    report: NonNullable<Awaited<ReturnType<typeof repo.openReport>>>,
    resolution: Resolution,
    target: ImUser | null,
  ) {
    if (resolution.action === 'deleteMessage') {
      if (report.seq === null) fail('validationFailed', '该举报没有指定消息，无法删除');
      await messages.erase(report.conversation_id, report.seq);
      return;
    }
    if (resolution.action === 'dismiss') return;
    if (!target) fail('validationFailed', '该举报没有可处理的用户');
    const nowSeconds = Math.floor(messages.nowMs() / 1000);
    const until = resolution.action === 'ban' ? null : nowSeconds + (resolution.minutes ?? defaultMuteMinutes) * 60;
    await blocks.block({ userId: target.id, scope: 'im', until });
  }

  async function resolve(resolution: Resolution): Promise<{ closed: number }> {
    const report = await repo.openReport(db, resolution.id);
    if (!report) fail('imReportNotFound');
    const { target } = await targetOf(report);
    await act(report, resolution, target);
    const dismissed = resolution.action === 'dismiss';
    const closed = await repo.closeReports(
      db,
      report,
      { status: dismissed ? 'dismissed' : 'resolved', action: resolution.action },
      messages.nowMs(),
    );
    const toTarget = targetNotice(report.id, resolution);
    if (toTarget && target) await notices.notify([target.id], toTarget);
    await notices.notify(
      closed.map((row) => row.reporter_id),
      {
        key: `report-${report.id}`,
        kind: 'moderation',
        title: '举报处理结果',
        body: dismissed
          ? '经核实，你举报的内容暂未发现违规，感谢你的反馈。'
          : '你举报的内容已核实并处理，感谢你维护社区秩序。',
        link: null,
      },
    );
    return { closed: closed.length };
  }

  return { queue, resolve };
}

export type ModerationService = ReturnType<typeof createModerationService>;
