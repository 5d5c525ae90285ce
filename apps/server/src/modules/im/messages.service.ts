import { performance } from 'node:perf_hooks';
import {
  userChannel,
  type ChatListItem,
  type ImImage,
  type ImMatchCard,
  type ImMessage,
  type ImNotice,
  type ImUser,
  type SendBody,
} from '@kanqiu/contract';
import {
  basketballListGroup,
  canRecall,
  footballListGroup,
  ImCode,
  maySpeak,
  messagePreview,
  MessageStatus,
  type ImCodeValue,
} from '@kanqiu/domain';
import type { Db } from '../../platform/db/database';
import type { Clock } from '../../platform/clock';
import { AppError, fail } from '../../platform/http/app-error';
import type { Blocks, Reports, TextPolicy } from '../moderation';
import type { ChannelHub } from '../../realtime/hub';
import { createGroupCommit } from './group-commit';
import * as repo from './im.repository';

export const directKey = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);

export function toImUser(row: { id: number; nick_name: string; portrait: string | null }): ImUser {
  return { id: row.id, nickName: row.nick_name, portrait: row.portrait };
}

/** The picture, match card or notice a message carries (JSON in `body`); nothing once it is recalled or deleted. */
function attachmentOf<T>(row: repo.MessageRow, kind: 'image' | 'match' | 'system'): T | null {
  if (row.kind !== kind || row.recalled || row.deleted) return null;
  return JSON.parse(row.body) as T;
}

function textOf(row: repo.MessageRow): string {
  if (row.recalled || row.deleted || row.kind === 'image') return '';
  if (row.kind === 'system') return (JSON.parse(row.body) as ImNotice).title;
  if (row.kind !== 'match') return row.body;
  const card = JSON.parse(row.body) as ImMatchCard;
  return `${card.home} vs ${card.away}`;
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
    text: textOf(row),
    image: attachmentOf<ImImage>(row, 'image'),
    match: attachmentOf<ImMatchCard>(row, 'match'),
    notice: attachmentOf<ImNotice>(row, 'system'),
    atInfo: row.at_info ? (JSON.parse(row.at_info) as number[]) : [],
    recalled: row.recalled === 1,
    deleted: row.deleted === 1,
    createdAt: row.created_at,
  };
}

function preview(row: {
  last_kind: string | null;
  last_body: string | null;
  last_recalled: number | null;
  last_deleted: number | null;
}): string {
  if (row.last_kind === null) return '';
  const card = row.last_kind === 'match' && row.last_body ? (JSON.parse(row.last_body) as ImMatchCard) : null;
  const notice = row.last_kind === 'system' && row.last_body ? (JSON.parse(row.last_body) as ImNotice) : null;
  return messagePreview({
    kind: row.last_kind,
    text: card ? `${card.home} vs ${card.away}` : (notice?.title ?? row.last_body ?? ''),
    recalled: row.last_recalled === 1,
    deleted: row.last_deleted === 1,
  });
}

export type MessagesDeps = {
  db: Db;
  hub: ChannelHub;
  clock: Clock;
  /** Whether the user may send one more message now (the shared per-user allowance). */
  takeSendAllowance: (userId: number) => Promise<boolean>;
  /**
   * Whether an account keeps 青少年模式 on: it hears only from friends (docs/decisions/0064-minor-mode-and-money-rules.md).
   */
  inMinorMode: (userId: number) => Promise<boolean>;
  text: TextPolicy;
  /** The operators' blocks (the moderation module's store). */
  blocks: Blocks;
  /** The one report store: a fan's report of a message or a conversation goes there. */
  reports: Pick<Reports, 'file'>;
  /** Told of each message stored, with the seconds its group commit took (the operator's figures). */
  stored?: (kind: string, commitSeconds: number) => void;
};

export function createMessagesService(deps: MessagesDeps) {
  const { db, hub, clock, takeSendAllowance, inMinorMode, text, blocks, reports } = deps;
  const nowMs = () => clock() * 1000;

  async function publish(userIds: Iterable<number>, code: ImCodeValue, data: Record<string, unknown>): Promise<void> {
    await Promise.all([...new Set(userIds)].map((id) => hub.publish(userChannel(id), { code, data })));
  }

  async function requireMember(conversationId: number, userId: number) {
    const member = await repo.memberOf(db, conversationId, userId);
    if (!member) fail('imNotMember');
    const conversation = await repo.conversationById(db, conversationId);
    if (!conversation) fail('notFound');
    return { member, conversation };
  }

  const groupCommit = createGroupCommit(db, nowMs);

  /**
   * Stores one message (in the next group commit, numbered in its conversation) and then delivers it to
   * every member's channel; `null` for a resend of a stored client id.
   */
  async function store(
    conversationId: number,
    message: repo.NewMessage,
    sender: { nick_name: string; portrait: string | null } | null = null,
    members?: number[],
  ): Promise<ImMessage | null> {
    const startedAt = performance.now();
    const appended = await groupCommit.append(conversationId, message);
    if (!appended) return null;
    deps.stored?.(message.kind, (performance.now() - startedAt) / 1000);
    const stored = toMessage({
      ...message,
      id: appended.id,
      conversation_id: conversationId,
      seq: appended.seq,
      recalled: 0,
      deleted: 0,
      created_at: appended.createdAt,
      nick_name: sender?.nick_name ?? null,
      portrait: sender?.portrait ?? null,
    });
    await publish(members ?? (await repo.memberIds(db, conversationId)), message.code as ImCodeValue, stored);
    return stored;
  }

  /** A one-to-one conversation's members are in its key; a group's are read. */
  const membersOf = (conversationId: number, standing: repo.SenderStanding) =>
    standing.kind === 'direct' && standing.direct_key
      ? Promise.resolve(standing.direct_key.split('-').map(Number))
      : repo.memberIds(db, conversationId);

  /** A friendship can end while the conversation stays: a peer in 青少年模式 then hears no more from this sender. */
  async function requireFriendOfMinor(userId: number, directKey: string | null): Promise<void> {
    const peerId = directKey
      ?.split('-')
      .map(Number)
      .find((id) => id !== userId);
    if (peerId === undefined || !(await inMinorMode(peerId))) return;
    if (!(await repo.follows(db, userId, peerId)) || !(await repo.follows(db, peerId, userId))) {
      fail('minorStrangerMessage');
    }
  }

  /** Who may send here (one statement): a member, not blocked either way, not muted, not stopped by an operator. */
  async function requireSender(userId: number, conversationId: number): Promise<repo.SenderStanding> {
    const [standing, suspended] = await Promise.all([
      repo.senderStanding(db, conversationId, userId),
      blocks.holds(userId, 'im'),
    ]);
    if (!standing) fail('imNotMember');
    if (standing.kind === 'notice') fail('forbidden');
    if (suspended) fail('imSuspended');
    if (standing.kind === 'direct') {
      if (standing.blocked) fail('imBlocked');
      await requireFriendOfMinor(userId, standing.direct_key);
    } else if (!maySpeak(standing.role, standing.muted_until, standing.muted_all === 1, nowMs())) {
      fail('imMuted', standing.muted_all === 1 && standing.role === 'member' ? '全员禁言中，暂时不能发言' : undefined);
    }
    return standing;
  }

  /** A send that failed or was refused answers the first message when it was a resend of a stored client id. */
  async function firstOr(userId: number, conversationId: number, clientId: string, error: unknown) {
    const first = await repo.messageByClientId(db, conversationId, userId, clientId);
    if (first) return toMessage(first);
    throw error;
  }

  type Content = Omit<repo.NewMessage, 'sender_id' | 'client_id'>;

  /** Checks the sender, builds the content and stores it once per client id: a resend answers the first. */
  async function storeSent(
    userId: number,
    target: { id: number; clientId: string },
    build: (standing: repo.SenderStanding) => Promise<Content>,
  ): Promise<ImMessage> {
    let standing: repo.SenderStanding;
    let content: Content;
    try {
      standing = await requireSender(userId, target.id);
      if (!(await takeSendAllowance(userId))) fail('rateLimited', '发送太频繁，请稍后再试');
      content = await build(standing);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return firstOr(userId, target.id, target.clientId, error);
    }
    const message = { ...content, sender_id: userId, client_id: target.clientId };
    try {
      const stored = await store(target.id, message, standing, await membersOf(target.id, standing));
      return stored ?? (await firstOr(userId, target.id, target.clientId, new AppError('notFound')));
    } catch (error) {
      return firstOr(userId, target.id, target.clientId, error);
    }
  }

  const codeFor = (kind: string) => (kind === 'direct' ? ImCode.privateMessage : ImCode.groupMessage);

  /** A text (the hot path): no read before the checks, the group commit finds a resend. */
  function send(userId: number, body: SendBody): Promise<ImMessage> {
    return storeSent(userId, body, async (standing) => {
      if (text.refuses('im', body.text)) fail('imSensitiveText');
      const group = standing.kind === 'group';
      return {
        code: codeFor(standing.kind),
        kind: 'text',
        body: body.text,
        at_info: group && body.atInfo.length > 0 ? JSON.stringify(body.atInfo) : null,
      };
    });
  }

  async function resentMessage(userId: number, conversationId: number, clientId: string) {
    await requireMember(conversationId, userId);
    const resent = await repo.messageByClientId(db, conversationId, userId, clientId);
    return resent ? toMessage(resent) : null;
  }

  /** A message whose content is built once the sender may send (a stored picture, a match card), never twice. */
  async function sendBuilt(
    userId: number,
    target: { id: number; clientId: string },
    build: () => Promise<Pick<repo.NewMessage, 'kind' | 'body'>>,
  ): Promise<ImMessage> {
    const resent = await resentMessage(userId, target.id, target.clientId);
    if (resent) return resent;
    return storeSent(userId, target, async (standing) => ({
      code: codeFor(standing.kind),
      ...(await build()),
      at_info: null,
    }));
  }

  /** What a match card shows, taken from the match now and kept as it was. */
  async function matchCard(matchId: number): Promise<ImMatchCard> {
    const row = await repo.matchCardRow(db, matchId);
    if (!row) fail('notFound', '比赛不存在');
    const group = row.sport === 'football' ? footballListGroup(row.state) : basketballListGroup(row.state);
    return {
      matchId: row.id,
      sport: row.sport,
      competition: row.competition,
      home: row.home,
      away: row.away,
      homeScore: row.home_score,
      awayScore: row.away_score,
      phase: group ?? 'upcoming',
      kickoffAt: row.kickoff_at,
    };
  }

  /** A picture: checked and stored (full size and thumbnail) by `saveImage`, then sent like a text. */
  const sendImage = (userId: number, target: { id: number; clientId: string }, saveImage: () => Promise<ImImage>) =>
    sendBuilt(userId, target, async () => ({ kind: 'image', body: JSON.stringify(await saveImage()) }));

  const shareMatch = (userId: number, body: { id: number; clientId: string; matchId: number }) =>
    sendBuilt(userId, body, async () => ({ kind: 'match', body: JSON.stringify(await matchCard(body.matchId)) }));

  /** A notice (follow, invite, …) into the user's notice box: stored, counted by its code, delivered. */
  async function notify(userId: number, code: ImCodeValue, text: string): Promise<void> {
    const box = (await repo.noticeBoxes(db, [userId], nowMs())).get(userId)!;
    await store(box, { code, sender_id: null, client_id: null, kind: 'notice', body: text, at_info: null });
  }

  /** A line in a group's history (joined, muted, …): stored like any message, not counted as unread. */
  async function groupEvent(conversationId: number, text: string): Promise<ImMessage> {
    // Without a client id a message is never a resend: it is always stored.
    const stored = await store(conversationId, {
      code: ImCode.groupChanged,
      sender_id: null,
      client_id: null,
      kind: 'notice',
      body: text,
      at_info: null,
    });
    return stored!;
  }

  /** The conversations where an unread message @mentions the user. */
  async function unreadMentions(userId: number): Promise<Set<number>> {
    const rows = await repo.unreadMentionRows(db, userId);
    const mentioned = rows.filter((row) => (JSON.parse(row.at_info) as number[]).includes(userId));
    return new Set(mentioned.map((row) => row.conversation_id));
  }

  async function chatList(userId: number): Promise<ChatListItem[]> {
    const [rows, mentioned] = await Promise.all([repo.chatRows(db, userId), unreadMentions(userId)]);
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
        atMe: mentioned.has(row.id),
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

  async function ownMessage(userId: number, conversationId: number, seq: number, refusal: string) {
    await requireMember(conversationId, userId);
    const row = await repo.messageBySeq(db, conversationId, seq);
    if (!row || row.sender_id !== userId) fail('forbidden', refusal);
    return row;
  }

  async function recall(userId: number, conversationId: number, seq: number): Promise<void> {
    const row = await ownMessage(userId, conversationId, seq, '只能撤回自己发送的消息');
    if (row.recalled || row.deleted) return;
    if (!canRecall(row.created_at, nowMs())) fail('imRecallExpired');
    await repo.markGone(db, conversationId, seq, 'recalled');
    await publish(await repo.memberIds(db, conversationId), ImCode.recall, { id: conversationId, seq });
  }

  /** The sender deletes their message at any time: it is gone for every member, on every device. */
  async function remove(userId: number, conversationId: number, seq: number): Promise<void> {
    const row = await ownMessage(userId, conversationId, seq, '只能删除自己发送的消息');
    if (row.deleted) return;
    await erase(conversationId, seq);
  }

  /** A message gone for every member, on every device (its sender's delete, an operator's removal). */
  async function erase(conversationId: number, seq: number): Promise<void> {
    await repo.markGone(db, conversationId, seq, 'deleted');
    await publish(await repo.memberIds(db, conversationId), ImCode.deleted, { id: conversationId, seq });
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
    const subject = { kind: 'imMessage' as const, id: body.id, part: body.seq ?? null };
    await reports.file({ subject, reporterId: userId, reason: body.reason });
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
    remove,
    erase,
    sendImage,
    shareMatch,
    settings,
    clear,
    report,
    publish,
    requireMember,
    nowMs,
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
