import type { ChatMessage, ChatEvent } from '@kanqiu/contract';
import {
  chatChannel,
  chatGroupKey,
  chatTextProblem,
  chatTokenSeconds,
  entranceLine,
  isMuted,
  muteMinutesLeft,
  nobleTierById,
  normaliseChatText,
  parseChatGroup,
  platformChatNotice,
  welcomeLine,
  type ChatGroup,
  type NobleHolding,
} from '@kanqiu/domain';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import { fail } from '../../platform/http/app-error';
import type { ChannelHub } from '../../realtime/hub';
import type { ConnectionTokens } from '../../realtime/connection-token';
import type { RoomServices } from '../rooms';
import type { Blocks, Reports, SubjectHandler } from '../moderation';
import {
  findLine,
  findMessage,
  findMessageOfClient,
  findMessagePage,
  findNickName,
  findSender,
  findNotice,
  insertMessage,
  markDeleted,
  saveMute,
  saveNotice,
  userExists,
  type MessageRow,
  type Sender,
} from './chat.repository';

export type ChatDeps = {
  db: Db;
  hub: ChannelHub;
  clock: Clock;
  rooms: RoomServices;
  /** Whether a match of any sport is known (a match's group exists while its match does). */
  matchExists: (matchId: number) => Promise<boolean>;
  tokens: ConnectionTokens;
  /** Whether the text holds a word chat refuses. */
  isSensitive: (text: string) => boolean;
  /** The operators' blocks (the moderation module's store). */
  blocks: Blocks;
  /** The one report store: a fan's report of a line goes there. */
  reports: Pick<Reports, 'file'>;
  /** The noble tier a fan holds now (the gifts module's). */
  nobleOf: (userId: number) => Promise<NobleHolding | null>;
};

/** Another send by this user fits the rate limit (it counts the attempt); for a welcome, whether to announce again. */
export type SendAllowance = () => Promise<boolean>;

function view(row: MessageRow, anchorId: number | null): ChatMessage {
  return {
    id: row.id,
    group: row.group_key,
    kind: row.kind === 'system' ? 'system' : 'text',
    text: row.text,
    clientId: row.client_id,
    sender:
      row.user_id === null
        ? null
        : {
            id: row.user_id,
            nickName: row.nick_name ?? '',
            portrait: row.portrait ?? null,
            anchor: row.user_id === anchorId,
          },
    createdAt: row.created_at,
  };
}

/** Chat of a group: the socket token, sending (stored, then published on `chat:<group>`), history, mutes. */
export function createChatService({
  db,
  hub,
  clock,
  rooms,
  matchExists,
  tokens,
  isSensitive,
  blocks,
  reports,
  nobleOf,
}: ChatDeps) {
  /**
   * The group and its room's anchor (null: a sport's or a match's group, or a 演示 room); an unknown room or match
   * is not found.
   */
  async function resolve(raw: string): Promise<{ group: ChatGroup; key: string; anchorId: number | null }> {
    const group = parseChatGroup(raw);
    if (!group) return fail('validationFailed', '聊天分组不存在');
    if (typeof group === 'string') return { group, key: group, anchorId: null };
    if ('matchId' in group) {
      if (!(await matchExists(group.matchId))) fail('notFound', '比赛不存在');
      return { group, key: chatGroupKey(group), anchorId: null };
    }
    return { group, key: chatGroupKey(group), anchorId: await rooms.anchorOf(group.roomId) };
  }

  /** Only the anchor of the group's room moderates it. */
  async function moderated(raw: string, userId: number) {
    const resolved = await resolve(raw);
    if (resolved.anchorId === null || resolved.anchorId !== userId) fail('forbidden', '只有主播可以管理本直播间的聊天');
    return resolved;
  }

  const publish = (group: ChatGroup, event: ChatEvent) => hub.publish(chatChannel(group), event);

  /** Deletes a line of the group and tells everyone watching. */
  async function removeLine(group: ChatGroup, key: string, id: number) {
    if (await markDeleted(db, key, id, clock())) await publish(group, { kind: 'deleted', id });
  }

  /** A reported line as the one report queue shows it; removing it deletes it for everyone watching. */
  const reportedLine: SubjectHandler = {
    blockScope: 'roomChat',
    async view({ id }) {
      const row = await findLine(db, id);
      if (!row) return null;
      return {
        kind: 'roomChatLine',
        id: row.id,
        group: row.group_key,
        text: row.text,
        author: row.user_id === null ? null : { id: row.user_id, nickName: row.nick_name ?? '' },
        removed: row.deleted_at !== null,
        createdAt: row.created_at,
      };
    },
    async remove({ id }) {
      const row = await findLine(db, id);
      const group = row && parseChatGroup(row.group_key);
      if (group) await removeLine(group, row.group_key, id);
    },
  };

  /** The sender, when neither an operator's block (of every room or this one) nor the group's mute holds them now. */
  async function allowedSender(group: ChatGroup, key: string, userId: number, now: number): Promise<Sender> {
    const roomId = typeof group === 'object' && 'roomId' in group ? group.roomId : undefined;
    const [sender, blocked] = await Promise.all([
      findSender(db, key, userId),
      blocks.holds(userId, 'roomChat', roomId),
    ]);
    if (!sender) return fail('notFound', '用户不存在');
    if (blocked) fail('chatBanned');
    const mutedUntil = sender.muted_until;
    if (mutedUntil !== null && isMuted(mutedUntil, now))
      fail('chatMuted', `你已被主播禁言，${muteMinutesLeft(mutedUntil, now)} 分钟后可再发言`);
    return sender;
  }

  async function noticeOf(key: string) {
    const row = await findNotice(db, key);
    return { group: key, text: row?.text ?? platformChatNotice, updatedAt: row?.updated_at ?? null };
  }

  /** The noble announcement of a fan coming in, when their tier announces them and `announce` lets it. */
  async function entranceOf(userId: number, nickName: string, announce: SendAllowance) {
    const tier = nobleTierById((await nobleOf(userId))?.tierId ?? '');
    if (!tier?.entranceMessage || !(await announce())) return null;
    return { text: entranceLine(tier.name, nickName), userId, nickName, nobleTierId: tier.id };
  }

  return {
    reportedLine,

    async token(raw: string, userId: number | null) {
      const { group } = await resolve(raw);
      return { ...tokens.issue(userId, chatTokenSeconds), channel: chatChannel(group) };
    },

    async send(userId: number, input: { group: string; clientId: string; text: string }, allowed: SendAllowance) {
      const { group, key, anchorId } = await resolve(input.group);
      const earlier = await findMessageOfClient(db, userId, input.clientId);
      if (earlier) {
        if (earlier.group_key !== key) fail('conflict', '消息编号已用于另一条消息');
        return view(earlier, anchorId);
      }
      const now = clock();
      const sender = await allowedSender(group, key, userId, now);
      const text = normaliseChatText(input.text);
      if (chatTextProblem(text)) fail('chatTextInvalid');
      if (isSensitive(text)) fail('chatTextSensitive');
      if (!(await allowed())) fail('chatTooFast');
      const { row, created } = await insertMessage(
        db,
        { groupKey: key, kind: 'text', text, userId, clientId: input.clientId, now },
        sender,
      );
      const message = view(row, anchorId);
      if (created) await publish(group, { kind: 'message', message });
      return message;
    },

    async page(raw: string, before: number | undefined, size: number) {
      const { key, anchorId } = await resolve(raw);
      const rows = await findMessagePage(db, key, before, size + 1);
      return { list: rows.slice(0, size).map((row) => view(row, anchorId)), next: rows.length > size };
    },

    async mute(ownerId: number, input: { group: string; userId: number; minutes: number }) {
      const { key } = await moderated(input.group, ownerId);
      if (input.userId === ownerId) fail('validationFailed', '不能禁言自己');
      if (!(await userExists(db, input.userId))) fail('notFound', '用户不存在');
      const mutedUntil = input.minutes === 0 ? clock() : clock() + input.minutes * 60;
      await saveMute(db, { groupKey: key, userId: input.userId, mutedUntil, mutedBy: ownerId });
      return { userId: input.userId, mutedUntil: input.minutes === 0 ? null : mutedUntil };
    },

    /** The group's announcement; with `text`, the room's anchor sets it first and everyone watching gets it. */
    async notice(raw: string, change: { userId: number; text: string } | null) {
      if (!change) return noticeOf((await resolve(raw)).key);
      const { group, key } = await moderated(raw, change.userId);
      const text = normaliseChatText(change.text);
      if (isSensitive(text)) fail('chatTextSensitive');
      await saveNotice(db, { groupKey: key, text, now: clock(), userId: change.userId });
      const notice = await noticeOf(key);
      await publish(group, { kind: 'notice', notice });
      return notice;
    },

    /** The joining fan's welcome line; a noble whose tier announces them is announced to the group. */
    async welcome(raw: string, userId: number | null, announce: SendAllowance) {
      const { group } = await resolve(raw);
      const nickName = userId === null ? null : await findNickName(db, userId);
      if (userId === null || nickName === null) return { text: welcomeLine(null), entrance: null };
      const entrance = await entranceOf(userId, nickName, announce);
      if (entrance) await publish(group, { kind: 'entrance', entrance });
      return { text: welcomeLine(nickName), entrance };
    },

    /** An operator's ban from every group (`minutes` 0 lifts it). */
    async ban(input: { userId: number; minutes: number; reason: string }) {
      if (!(await userExists(db, input.userId))) fail('notFound', '用户不存在');
      const now = clock();
      const bannedUntil = now + input.minutes * 60;
      for (const scope of ['roomChat', 'im'] as const) {
        await blocks.block({ userId: input.userId, scope, until: bannedUntil, reason: input.reason });
      }
      return { userId: input.userId, bannedUntil: input.minutes === 0 ? null : bannedUntil };
    },

    async remove(ownerId: number, input: { group: string; id: number }) {
      const { group, key } = await moderated(input.group, ownerId);
      if (!(await findMessage(db, key, input.id))) fail('notFound', '消息不存在或已删除');
      await removeLine(group, key, input.id);
    },

    /** A fan reports a line of the group that is still there. */
    async report(userId: number, input: { group: string; id: number; reason: string }) {
      const { key } = await resolve(input.group);
      if (!(await findMessage(db, key, input.id))) fail('notFound', '消息不存在或已删除');
      await reports.file({
        subject: { kind: 'roomChatLine', id: input.id, part: null },
        reporterId: userId,
        reason: input.reason,
      });
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
