import type { ChatListItem, ImMessage, ImUser, SendBody } from '@kanqiu/contract';
import { canRecall, ImCode, imLimits, maySpeak, MessageStatus, type ImCodeValue } from '@kanqiu/domain';
import type { Db } from '../../platform/db/database';
import type { Clock } from '../../platform/clock';
import { fail } from '../../platform/http/app-error';
import { chatTextAllowed } from '../../platform/text/chat-words';
import { createRateWindow } from '../../realtime/rate-window';
import type { RealtimeHub } from '../../realtime/hub';
import * as repo from './im.repository';

/** Every frame a user's sockets receive goes through their private hub channel. */
export const userChannel = (userId: number) => `user:${userId}`;

export const directKey = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);
const noticeKey = (userId: number) => `notice-${userId}`;

export function toImUser(row: { id: number; nick_name: string; portrait: string | null }): ImUser {
  return { id: row.id, nickName: row.nick_name, portrait: row.portrait };
}

export function toMessage(row: repo.MessageRow): ImMessage {
  return {
    id: row.id,
    conversationId: row.conversation_id,
    seq: row.seq,
    code: row.code,
    kind: row.kind,
    sender:
      row.sender_id === null || row.nick_name === null
        ? null
        : { id: row.sender_id, nickName: row.nick_name, portrait: row.portrait },
    clientId: row.client_id,
    text: row.recalled ? '' : row.body,
    atInfo: row.at_info ? (JSON.parse(row.at_info) as number[]) : [],
    recalled: row.recalled === 1,
    createdAt: row.created_at,
  };
}

function preview(row: { last_kind: string | null; last_body: string | null; last_recalled: number | null }): string {
  if (row.last_kind === null) return '';
  if (row.last_recalled) return '[消息已撤回]';
  return row.last_body ?? '';
}

export type MessagesDeps = { db: Db; hub: RealtimeHub; clock: Clock };

export function createMessagesService({ db, hub, clock }: MessagesDeps) {
  const nowMs = () => clock() * 1000;
  const sendWindows = new Map<number, ReturnType<typeof createRateWindow>>();

  async function publish(userIds: Iterable<number>, code: ImCodeValue, data: unknown): Promise<void> {
    await Promise.all([...new Set(userIds)].map((id) => hub.publish(userChannel(id), { code, data })));
  }

  async function requireMember(conversationId: number, userId: number) {
    const member = await repo.memberOf(db, conversationId, userId);
    if (!member) fail('imNotMember');
    const conversation = await repo.conversationById(db, conversationId);
    if (!conversation) fail('notFound');
    return { member, conversation };
  }

  function takeSendAllowance(userId: number): void {
    let window = sendWindows.get(userId);
    if (!window) {
      if (sendWindows.size > 10_000) sendWindows.clear();
      window = createRateWindow(imLimits.messagesPer10s, 10_000);
      sendWindows.set(userId, window);
    }
    if (!window.take(Date.now())) fail('rateLimited', '发送太频繁，请稍后再试');
  }

  /** Stores one message (numbered in its conversation) and then delivers it to every member's channel. */
  async function store(conversationId: number, message: repo.NewMessage): Promise<ImMessage> {
    const seq = await db.transaction().execute((trx) => repo.appendMessage(trx, conversationId, message, nowMs()));
    const row = await repo.messageBySeq(db, conversationId, seq);
    const stored = toMessage(row!);
    await publish(await repo.memberIds(db, conversationId), message.code as ImCodeValue, stored);
    return stored;
  }

  async function send(userId: number, body: SendBody): Promise<ImMessage> {
    const { member, conversation } = await requireMember(body.id, userId);
    const resent = await repo.messageByClientId(db, body.id, userId, body.clientId);
    if (resent) return toMessage(resent);
    if (conversation.kind === 'notice') fail('forbidden');
    if (conversation.kind === 'direct') {
      const peer = (await repo.memberIds(db, body.id)).find((id) => id !== userId);
      if (peer !== undefined && (await repo.blockedEitherWay(db, userId, peer))) fail('imBlocked');
    } else if (!maySpeak(member.role, member.muted_until, conversation.muted_all === 1, nowMs())) {
      fail(
        'imMuted',
        conversation.muted_all === 1 && member.role === 'member' ? '全员禁言中，暂时不能发言' : undefined,
      );
    }
    if (!chatTextAllowed(body.text)) fail('imSensitiveText');
    takeSendAllowance(userId);
    const code = conversation.kind === 'direct' ? ImCode.privateMessage : ImCode.groupMessage;
    const atInfo = conversation.kind === 'group' && body.atInfo.length > 0 ? JSON.stringify(body.atInfo) : null;
    try {
      return await store(body.id, {
        code,
        sender_id: userId,
        client_id: body.clientId,
        kind: 'text',
        body: body.text,
        at_info: atInfo,
      });
    } catch (error) {
      // Two resends of one client id raced: the first is the message.
      const first = await repo.messageByClientId(db, body.id, userId, body.clientId);
      if (first) return toMessage(first);
      throw error;
    }
  }

  /** A notice (follow, invite, …) into the user's notice box: stored, counted by its code, delivered. */
  async function notify(userId: number, code: ImCodeValue, text: string): Promise<void> {
    const key = noticeKey(userId);
    let box = await repo.conversationByKey(db, key);
    if (!box) {
      await db.transaction().execute(async (trx) => {
        if (await repo.conversationByKey(trx, key)) return;
        const id = await repo.createConversation(trx, { kind: 'notice', key, name: null, at: nowMs() });
        await repo.addMembers(trx, id, [{ userId, role: 'member' }], nowMs());
      });
      box = await repo.conversationByKey(db, key);
    }
    await store(box!.id, { code, sender_id: null, client_id: null, kind: 'notice', body: text, at_info: null });
  }

  /** A line in a group's history (joined, muted, …): stored like any message, not counted as unread. */
  function groupEvent(conversationId: number, text: string): Promise<ImMessage> {
    return store(conversationId, {
      code: ImCode.groupChanged,
      sender_id: null,
      client_id: null,
      kind: 'notice',
      body: text,
      at_info: null,
    });
  }

  async function chatList(userId: number): Promise<ChatListItem[]> {
    const rows = await repo.chatRows(db, userId);
    const peerIds = new Map<number, number>();
    for (const row of rows) {
      if (row.kind !== 'direct' || !row.direct_key) continue;
      const [a, b] = row.direct_key.split('-').map(Number);
      peerIds.set(row.id, a === userId ? b! : a!);
    }
    const peers = new Map((await repo.findUsers(db, [...peerIds.values()])).map((user) => [user.id, user]));
    return rows.map((row) => {
      const peer = peers.get(peerIds.get(row.id) ?? 0);
      const cleared = row.last_seq <= row.cleared_seq;
      return {
        id: row.id,
        kind: row.kind,
        name:
          row.kind === 'notice' ? '通知' : row.kind === 'group' ? (row.name ?? '群聊') : (peer?.nick_name ?? '用户'),
        avatar: row.kind === 'direct' ? (peer?.portrait ?? null) : null,
        peerId: peer?.id ?? null,
        messageStatus: row.message_status === MessageStatus.muted ? MessageStatus.muted : MessageStatus.notify,
        count: Number(row.count ?? 0),
        pinned: row.pinned === 1,
        lastSeq: row.last_seq,
        lastAt: row.last_at,
        lastMessage: cleared ? '' : preview(row),
      };
    });
  }

  async function messages(userId: number, query: { id: number; before?: number; after?: number; size: number }) {
    const { member, conversation } = await requireMember(query.id, userId);
    const rows = await repo.messagePage(db, query.id, member.cleared_seq, query);
    let peerReadSeq = 0;
    if (conversation.kind === 'direct') {
      const peer = (await repo.membersWithUsers(db, query.id)).find((m) => m.id !== userId);
      peerReadSeq = peer?.read_seq ?? 0;
    }
    return { list: rows.map(toMessage), readSeq: member.read_seq, peerReadSeq };
  }

  /** Everything after the given sequence of each conversation the user is in (reconnect), oldest first. */
  async function sync(userId: number, since: Record<string, number>): Promise<ImMessage[]> {
    const rows = await repo.chatRows(db, userId);
    const out: ImMessage[] = [];
    for (const row of rows) {
      const after = since[String(row.id)];
      if (after === undefined || after >= row.last_seq) continue;
      const page = await repo.messagePage(db, row.id, row.cleared_seq, { after, size: 200 });
      out.push(...page.map(toMessage));
    }
    return out;
  }

  async function read(userId: number, conversationId: number, seq: number): Promise<void> {
    const { conversation } = await requireMember(conversationId, userId);
    const upTo = Math.min(seq, conversation.last_seq);
    const moved = await repo.advanceRead(db, conversationId, userId, upTo);
    if (Number(moved.numUpdatedRows) === 0) return;
    const receivers = conversation.kind === 'direct' ? await repo.memberIds(db, conversationId) : [userId];
    await publish(receivers, ImCode.readMark, { id: conversationId, seq: upTo, userId });
  }

  async function recall(userId: number, conversationId: number, seq: number): Promise<void> {
    await requireMember(conversationId, userId);
    const row = await repo.messageBySeq(db, conversationId, seq);
    if (!row || row.sender_id !== userId) fail('forbidden', '只能撤回自己发送的消息');
    if (row.recalled) return;
    if (!canRecall(row.created_at, nowMs())) fail('imRecallExpired');
    await repo.markRecalled(db, conversationId, seq);
    await publish(await repo.memberIds(db, conversationId), ImCode.recall, { id: conversationId, seq });
  }

  async function settings(
    userId: number,
    body: { id: number; messageStatus?: number; pinned?: boolean },
  ): Promise<void> {
    await requireMember(body.id, userId);
    await repo.updateMember(db, body.id, userId, {
      ...(body.messageStatus === undefined ? {} : { message_status: body.messageStatus }),
      ...(body.pinned === undefined ? {} : { pinned: body.pinned ? 1 : 0 }),
    });
  }

  /** Clears the history for this user only; what was there counts as read. */
  async function clear(userId: number, conversationId: number): Promise<void> {
    const { conversation } = await requireMember(conversationId, userId);
    await repo.updateMember(db, conversationId, userId, { cleared_seq: conversation.last_seq });
    await repo.advanceRead(db, conversationId, userId, conversation.last_seq);
  }

  async function report(userId: number, body: { id: number; seq?: number; reason: string }): Promise<void> {
    await requireMember(body.id, userId);
    await repo.addReport(db, {
      reporterId: userId,
      conversationId: body.id,
      seq: body.seq ?? null,
      reason: body.reason,
      at: nowMs(),
    });
  }

  return {
    send,
    notify,
    groupEvent,
    chatList,
    messages,
    sync,
    read,
    recall,
    settings,
    clear,
    report,
    publish,
    requireMember,
    nowMs,
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
