import type { ChatMessage, ChatEvent } from '@kanqiu/contract';
import {
  chatChannel,
  chatGroupKey,
  chatTextProblem,
  chatTokenSeconds,
  isMuted,
  muteMinutesLeft,
  normaliseChatText,
  parseChatGroup,
  type ChatGroup,
} from '@kanqiu/domain';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import { fail } from '../../platform/http/app-error';
import type { RealtimeHub } from '../../realtime/hub';
import type { ConnectionTokens } from '../../realtime/connection-token';
import type { RoomServices } from '../rooms';
import {
  findMessage,
  findMessageOfClient,
  findMessagePage,
  findMuteEnd,
  insertMessage,
  markDeleted,
  saveMute,
  userExists,
  type MessageRow,
} from './chat.repository';

export type ChatDeps = {
  db: Db;
  hub: RealtimeHub;
  clock: Clock;
  rooms: RoomServices;
  tokens: ConnectionTokens;
  /** Whether the text holds a word chat refuses. */
  isSensitive: (text: string) => boolean;
};

/** Another send by this user fits the rate limit (it counts the attempt). */
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
export function createChatService({ db, hub, clock, rooms, tokens, isSensitive }: ChatDeps) {
  /** The group and its room's anchor (null: a sport's group or a 演示 room); an unknown room is not found. */
  async function resolve(raw: string): Promise<{ group: ChatGroup; key: string; anchorId: number | null }> {
    const group = parseChatGroup(raw);
    if (!group) return fail('validationFailed', '聊天分组不存在');
    if (typeof group === 'string') return { group, key: group, anchorId: null };
    return { group, key: chatGroupKey(group), anchorId: await rooms.anchorOf(group.roomId) };
  }

  /** Only the anchor of the group's room moderates it. */
  async function moderated(raw: string, userId: number) {
    const resolved = await resolve(raw);
    if (resolved.anchorId === null || resolved.anchorId !== userId) fail('forbidden', '只有主播可以管理本直播间的聊天');
    return resolved;
  }

  const publish = (group: ChatGroup, event: ChatEvent) => hub.publish(chatChannel(group), event);

  return {
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
      const mutedUntil = await findMuteEnd(db, key, userId);
      if (mutedUntil !== null && isMuted(mutedUntil, now))
        fail('chatMuted', `你已被主播禁言，${muteMinutesLeft(mutedUntil, now)} 分钟后可再发言`);
      const text = normaliseChatText(input.text);
      if (chatTextProblem(text)) fail('chatTextInvalid');
      if (isSensitive(text)) fail('chatTextSensitive');
      if (!(await allowed())) fail('chatTooFast');
      const { row, created } = await insertMessage(db, {
        groupKey: key,
        kind: 'text',
        text,
        userId,
        clientId: input.clientId,
        now,
      });
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

    async remove(ownerId: number, input: { group: string; id: number }) {
      const { group, key } = await moderated(input.group, ownerId);
      if (!(await findMessage(db, key, input.id))) fail('notFound', '消息不存在或已删除');
      if (await markDeleted(db, key, input.id, clock())) await publish(group, { kind: 'deleted', id: input.id });
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
