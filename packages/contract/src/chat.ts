import {
  chatMaxLength,
  chatMessageKinds,
  chatMuteMinutes,
  chatNoticeMaxLength,
  chatPageSize,
  chatTextLength,
  normaliseChatText,
  parseChatGroup,
  reportReasons,
} from '@kanqiu/domain';
import { z } from 'zod';
import { text } from './fields';
import { nobleTierId } from './gifts';
import { idField } from './live/common';

/**
 * `group=`: football, basketball, a room id or `match-<id>` (spec §7 Chat; a match's chat, see
 * docs/decisions/0066-match-chat.md).
 */
export const chatGroupField = z
  .string()
  .refine((raw) => parseChatGroup(raw) !== null, '聊天分组应为 football、basketball、直播间编号或 match-比赛编号');
export const chatGroupQuery = z.object({ group: chatGroupField });

/** Where the socket is: the client connects to the first address (spec §3 socket address). */
export const socketAddress = z.object({
  protocol: z.enum(['ws', 'wss']),
  host: z.string(),
  port: z.number().int(),
  path: z.string(),
});

/** POST /chat/getToken: a short-lived token for the socket's `subscribe`, the channel and where to connect. */
export const chatToken = z.object({
  token: z.string(),
  expiresAt: z.number().int(),
  channel: z.string(),
  address: z.array(socketAddress).min(1),
});

export const chatSender = z.object({
  id: z.number().int(),
  nickName: z.string(),
  portrait: z.string().nullable(),
  /** The room's anchor, shown with a 主播 badge. */
  anchor: z.boolean(),
});

/** One message, as stored and as published on `chat:<group>` (`{kind:'message', message}`). */
export const chatMessage = z.object({
  id: z.number().int(),
  group: z.string(),
  kind: z.enum(chatMessageKinds),
  text: z.string(),
  clientId: z.string(),
  sender: chatSender.nullable(),
  createdAt: z.number().int(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

/** POST /chat/msg. `clientId` is made by the client once per message; sending it again returns the same message. */
export const chatSendBody = z.object({
  group: chatGroupField,
  clientId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, '消息编号应为 8–64 位字母、数字、下划线或减号'),
  text: text().max(chatMaxLength * 4, `消息不能超过 ${chatMaxLength} 个字`),
});

/** POST /chat/page: older than `before` (a message id), newest first. */
export const chatPageQuery = z.object({
  group: chatGroupField,
  before: idField.optional(),
  size: z.coerce.number().int().min(1).max(chatPageSize.max).default(chatPageSize.default),
});
export const chatPage = z.object({ list: z.array(chatMessage), next: z.boolean() });

/** POST /chat/mute: the room's anchor silences a user for a while (`minutes: 0` lifts it). */
export const chatMuteBody = z.object({
  group: chatGroupField,
  userId: idField,
  minutes: z.coerce
    .number()
    .int()
    .refine((m) => m === 0 || (chatMuteMinutes as readonly number[]).includes(m), '禁言时长只能是 10、60 或 1440 分钟'),
});
export const chatMute = z.object({ userId: z.number().int(), mutedUntil: z.number().int().nullable() });

/** POST /chat/delete: the room's anchor removes a message; everyone watching drops it. */
export const chatDeleteBody = z.object({ group: chatGroupField, id: idField });

/** POST /chat/notice: the group's announcement (公告); with `text` the room's anchor sets it ('' restores the platform's). */
export const chatNoticeBody = z.object({
  group: chatGroupField,
  text: text()
    .refine(
      (raw) => chatTextLength(normaliseChatText(raw)) <= chatNoticeMaxLength,
      `公告不能超过 ${chatNoticeMaxLength} 个字`,
    )
    .optional(),
});
/** `updatedAt` null: the group has no announcement of its own and shows the platform's. */
export const chatNotice = z.object({ group: z.string(), text: z.string(), updatedAt: z.number().int().nullable() });

/** A noble's arrival, announced to the room. */
export const chatEntrance = z.object({
  text: z.string(),
  userId: z.number().int(),
  nickName: z.string(),
  nobleTierId,
});

/** POST /chat/welcome: the joining fan's welcome line, and the entrance it announced (null: none announced). */
export const chatWelcome = z.object({ text: z.string(), entrance: chatEntrance.nullable() });

/** What `chat:<group>` carries. */
export const chatEvent = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('message'), message: chatMessage }),
  z.object({ kind: z.literal('deleted'), id: z.number().int() }),
  z.object({ kind: z.literal('notice'), notice: chatNotice }),
  z.object({ kind: z.literal('entrance'), entrance: chatEntrance }),
]);
export type ChatEvent = z.infer<typeof chatEvent>;

/** POST /admin/chat/ban: an operator bars a user from every chat group for `minutes` (0 lifts it). */
export const chatBanBody = z.object({
  userId: idField,
  minutes: z.coerce.number().int().min(0, '禁言时长需为 0–525600 分钟').max(525_600, '禁言时长需为 0–525600 分钟'),
  reason: text().pipe(z.string().trim().min(1, '请填写封禁原因').max(100, '封禁原因不能超过 100 个字')),
});
export const chatBan = z.object({ userId: z.number().int(), bannedUntil: z.number().int().nullable() });

/** POST /chat/report: a fan reports a line of a group's chat to the operators. */
export const chatReportBody = z.object({
  group: chatGroupField,
  id: idField,
  reason: z.enum(reportReasons, { error: '请选择举报原因' }),
});
