import {
  groupRoles,
  ImCode,
  imLimits,
  MessageStatus,
  noticeGroups,
  systemNoticeKinds,
  twemojiFilePattern,
} from '@kanqiu/domain';
import { z } from 'zod';
import { text } from './fields';
import { idField, scoredMatch } from './live/common';

/** Messages (消息): the chat list, conversations, relations, groups, and the `/imserver/ws` socket frames. */

export const imUser = z.object({ id: z.number().int(), nickName: z.string(), portrait: z.string().nullable() });
export type ImUser = z.infer<typeof imUser>;

export const conversationKind = z.enum(['direct', 'group', 'notice']);

/** A picture in a message: the re-encoded full size and its thumbnail (WebP, metadata stripped), in pixels. */
export const imImage = z.object({
  url: z.string(),
  thumb: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ImImage = z.infer<typeof imImage>;

/** A shared match as it stood when shared; `phase` from its state, `kickoffAt` in seconds. */
export const imMatchCard = z.object({
  matchId: z.number().int(),
  ...scoredMatch.shape,
  phase: z.enum(['upcoming', 'live', 'result']),
  kickoffAt: z.number().int(),
});
export type ImMatchCard = z.infer<typeof imMatchCard>;

/** A system notice (10036): what it is about, a title, a body and the in-app path it opens (or none). */
export const imNotice = z.object({
  kind: z.enum(systemNoticeKinds),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
});
export type ImNotice = z.infer<typeof imNotice>;

/**
 * One stored message; `text` is empty once recalled or deleted; `image` set for a picture; `notice` for a
 * system notice; `atInfo` the user ids @mentioned.
 */
export const imMessage = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  seq: z.number().int(),
  code: z.number().int(),
  kind: z.enum(['text', 'notice', 'system', 'image', 'match']),
  sender: imUser.nullable(),
  clientId: z.string().nullable(),
  text: z.string(),
  image: imImage.nullable(),
  match: imMatchCard.nullable(),
  notice: imNotice.nullable(),
  atInfo: z.array(z.number().int()),
  recalled: z.boolean(),
  deleted: z.boolean(),
  createdAt: z.number().int(),
});
export type ImMessage = z.infer<typeof imMessage>;

/** Spec §3 chat list item: `messageStatus` 0 notifies (counts in the tab badge), 1 is muted; `count` unread. */
export const chatListItem = z.object({
  id: z.number().int(),
  kind: conversationKind,
  name: z.string(),
  avatar: z.string().nullable(),
  /** The other user of a direct conversation. */
  peerId: z.number().int().nullable(),
  messageStatus: z.union([z.literal(MessageStatus.notify), z.literal(MessageStatus.muted)]),
  count: z.number().int().min(0),
  pinned: z.boolean(),
  lastSeq: z.number().int(),
  lastAt: z.number().int(),
  lastMessage: z.string(),
  /** An unread message @mentions me (groups). */
  atMe: z.boolean(),
});
export type ChatListItem = z.infer<typeof chatListItem>;
export const chatList = z.array(chatListItem);

export const conversationQuery = z.object({ id: idField });
/** Older messages: `before` a sequence (omitted: the newest); or everything `after` one (sync). */
export const messagesQuery = z.object({
  id: idField,
  before: z.coerce.number().int().min(1).optional(),
  after: z.coerce.number().int().min(0).optional(),
  size: z.coerce.number().int().min(1).max(100).default(30),
});
export const messagesPage = z.object({
  list: z.array(imMessage),
  readSeq: z.number().int(),
  peerReadSeq: z.number().int(),
});

const clientId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'clientId 为 8–64 位字母、数字、下划线或减号');

/** An image send: the conversation and the client id in the query, the picture in the multipart field `file`. */
export const imageSendQuery = z.object({ id: idField, clientId });

/** Shares a match into a conversation as a card. */
export const shareMatchBody = z.object({ id: idField, clientId, matchId: idField });

/** A Twemoji picture by its file name (`1f600.svg`). */
export const emojiFileParams = z.object({
  file: z.string().regex(twemojiFilePattern, '表情文件名无效'),
});

/** A send (text and emoji); `clientId` chosen once per message, so a resend is the same message. */
export const sendBody = z.object({
  id: idField,
  clientId,
  text: text().pipe(
    z
      .string()
      .trim()
      .min(1, '请输入消息内容')
      .max(imLimits.maxTextLength, `消息不能超过 ${imLimits.maxTextLength} 个字`),
  ),
  atInfo: z.array(idField).max(20).default([]),
});
export type SendBody = z.infer<typeof sendBody>;

/** 收藏 (`favored` true) or 取消收藏 a message. */
export const favorBody = z.object({ id: idField, seq: z.coerce.number().int().min(1), favored: z.coerce.boolean() });
export const favoriteItem = z.object({ message: imMessage, favoredAt: z.number().int() });
export type FavoriteItem = z.infer<typeof favoriteItem>;
export const favoriteList = z.array(favoriteItem);

export const readBody = z.object({ id: idField, seq: z.coerce.number().int().min(0) });
export const seqBody = z.object({ id: idField, seq: z.coerce.number().int().min(1) });
export const chatSettingsBody = z.object({
  id: idField,
  messageStatus: z.coerce.number().int().min(0).max(1).optional(),
  pinned: z.coerce.boolean().optional(),
});
export const reportBody = z.object({
  id: idField,
  seq: z.coerce.number().int().min(1).optional(),
  reason: text().pipe(z.string().trim().min(1, '请填写举报原因').max(200, '举报原因不能超过 200 字')),
});

export const userIdBody = z.object({ userId: idField });
export const blockBody = z.object({ userId: idField, blocked: z.coerce.boolean() });
export const findQuery = z.object({ keyword: text().trim().max(20).default('') });

/** A user as seen by me: whether I follow them, they follow me, and whether either blocked the other. */
export const relationUser = imUser.extend({
  following: z.boolean(),
  follower: z.boolean(),
  blocked: z.boolean(),
});
export type RelationUser = z.infer<typeof relationUser>;
export const relationList = z.array(relationUser);

export const openResult = z.object({ id: z.number().int() });

export const groupRole = z.enum(groupRoles);
export const groupMember = imUser.extend({
  role: groupRole,
  /** Milliseconds; null when free to speak. */
  mutedUntil: z.number().nullable(),
});
export type GroupMember = z.infer<typeof groupMember>;
export const groupDetail = z.object({
  id: z.number().int(),
  name: z.string(),
  announcement: z.string(),
  mutedAll: z.boolean(),
  myRole: groupRole,
  members: z.array(groupMember),
});
export type GroupDetail = z.infer<typeof groupDetail>;
export const groupSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  memberCount: z.number().int(),
  myRole: groupRole,
});
export const groupList = z.array(groupSummary);

/** 搜索 across users, my groups and my messages; the keyword is what a fan types (1–20 characters). */
export const imSearchQuery = z.object({
  keyword: text().pipe(
    z
      .string()
      .trim()
      .regex(/[^%_\\]/, '请输入要搜索的内容')
      .max(20, '关键字不能超过 20 个字'),
  ),
});
export const imSearchResult = z.object({
  users: z.array(relationUser),
  groups: z.array(groupSummary),
  messages: z.array(z.object({ message: imMessage, conversationName: z.string() })),
});
export type ImSearchResult = z.infer<typeof imSearchResult>;

const groupName = text().pipe(
  z
    .string()
    .trim()
    .min(1, '请填写群名称')
    .max(imLimits.maxGroupNameLength, `群名称不能超过 ${imLimits.maxGroupNameLength} 个字`),
);
export const createGroupBody = z.object({
  name: groupName,
  memberIds: z.array(idField).min(1, '请至少选择一位好友').max(50),
});
export const inviteBody = z.object({ id: idField, userIds: z.array(idField).min(1).max(50) });
export const memberBody = z.object({ id: idField, userId: idField });
export const userRoleBody = memberBody.extend({ role: z.enum(['admin', 'member']) });
/** `minutes` omitted: permanent. */
export const stopSpeakBody = memberBody.extend({
  minutes: z.coerce
    .number()
    .int()
    .min(1)
    .max(30 * 24 * 60)
    .optional(),
});
export const muteAllBody = z.object({ id: idField, muted: z.coerce.boolean() });
export const announcementBody = z.object({
  id: idField,
  text: text().pipe(
    z.string().trim().max(imLimits.maxAnnouncementLength, `群公告不能超过 ${imLimits.maxAnnouncementLength} 字`),
  ),
});

/** POST /imserver/ws: the socket addresses (the first is used) and a connection token. */
export const imSocketAddress = z.object({ protocol: z.enum(['ws', 'wss']), host: z.string(), port: z.number().int() });
export const imConnection = z.object({ token: z.string(), list: z.array(imSocketAddress).min(1) });

/** A socket frame, both ways: `{code, data}` (spec §7); the heartbeat is the bare text '0'. */
export const imFrame = z.object({ code: z.number().int(), data: z.record(z.string(), z.unknown()).default({}) });
export type ImFrame = z.infer<typeof imFrame>;
/** A frame the server sends: always with its data. */
export const imPush = imFrame.extend({ data: z.record(z.string(), z.unknown()) });

export const imAuthData = z.object({ accessToken: z.string().min(1).max(256) });
export const imSyncData = z.object({ since: z.record(z.string().regex(/^\d+$/), z.number().int().min(0)) });
export const imReadData = readBody;

/** The codes a client may send, besides the heartbeat. */
export const imClientCodes = [
  ImCode.auth,
  ImCode.privateMessage,
  ImCode.groupMessage,
  ImCode.sync,
  ImCode.readMark,
] as const;

/** 公告 (`/message/note`): an operator's announcement, also delivered to every user as a notice. */
export const imNote = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  createdAt: z.number().int(),
});
export type ImNote = z.infer<typeof imNote>;
export const imNoteList = z.array(imNote);
/** An operator posts a 公告; `link` an in-app path starting with `/`. */
export const postNoteBody = z.object({
  title: text().pipe(z.string().trim().min(1, '请填写标题').max(40, '标题不能超过 40 个字')),
  body: text().pipe(z.string().trim().min(1, '请填写内容').max(1000, '内容不能超过 1000 个字')),
  link: z
    .string()
    .regex(/^\/[A-Za-z0-9/_?=&.-]*$/, '链接须为站内路径')
    .max(200)
    .optional(),
});
export const postNoteResult = z.object({ note: imNote, delivered: z.number().int() });

/** 版本说明 (`/message/version`): what changed in each version, newest first, and the running version. */
export const releaseNote = z.object({
  version: z.string(),
  date: z.string(),
  items: z.array(z.string()),
});
export type ReleaseNote = z.infer<typeof releaseNote>;
export const releaseNotes = z.object({ current: z.string(), list: z.array(releaseNote) });
export type ReleaseNotes = z.infer<typeof releaseNotes>;

/** 通知中心 (docs/decisions/0071-notice-center-on-the-im-notice-box.md): the notice box by group, read from any device. */
export const noticeGroup = z.enum(noticeGroups);

/** One group's notices, newest first; `cursor` is the `seq` of the last one seen (omitted: the newest). */
export const noticeListQuery = z.object({
  group: noticeGroup,
  cursor: z.coerce.number().int().min(1).optional(),
  size: z.coerce.number().int().min(1).max(50).default(20),
});
export const noticeItem = z.object({ message: imMessage, group: noticeGroup, read: z.boolean() });
export type NoticeItem = z.infer<typeof noticeItem>;
/** `cursor` for the next page, null at the end. */
export const noticeListPage = z.object({ list: z.array(noticeItem), cursor: z.number().int().nullable() });
export type NoticeListPage = z.infer<typeof noticeListPage>;

/** Unread per group, with each group's newest notice; `chat` the friends' and groups' unread messages. */
export const noticeSummary = z.object({
  total: z.number().int(),
  chat: z.number().int(),
  groups: z.array(z.object({ group: noticeGroup, unread: z.number().int(), latest: noticeItem.nullable() })),
});
export type NoticeSummary = z.infer<typeof noticeSummary>;
export const noticeUnread = z.object({ total: z.number().int() });

/** Marks one group read, or every group when none is named. */
export const noticeReadBody = z.object({ group: noticeGroup.optional() });
