/**
 * The IM socket's message codes (spec §7 Messaging, §9): every frame on `/imserver/ws` is `{code, data}`.
 * The spec fixes 10014 (auth) and the ten codes that count as unread; the meaning of each code and the
 * codes the spec leaves out (acknowledgement, sync, read mark, recall, errors) are this project's
 * assignment, documented in docs/realtime.md.
 */
export const ImCode = {
  /** A one-to-one message (text, emoji, image, match card). */
  privateMessage: 10000,
  /** A message in a group. */
  groupMessage: 10001,
  /** The server stored a sent message: its conversation, sequence and the client id it answers. */
  sendAck: 10002,
  /** A message was recalled (within 2 minutes of sending). */
  recall: 10003,
  /** The reader marked a conversation read up to a sequence (echoed to the reader's other devices). */
  readMark: 10004,
  /** The sender deleted one of their messages: it disappears for everyone in the conversation. */
  deleted: 10007,
  /** The client asks for everything after its last sequence per conversation; the server answers with the messages. */
  sync: 10005,
  /** A refused frame: `data.code` is the envelope code, `data.msg` why. */
  refused: 10006,
  /** A group changed: members, roles, mute, announcement, name. */
  groupChanged: 10010,
  /** Auth: the client sends `{accessToken}` first; the server answers with the user id. */
  auth: 10014,
  /** Someone asked to be a friend (followed you). */
  friendRequest: 10022,
  /** Someone replied to you. */
  replyNotice: 10024,
  /** Someone followed you back: you are friends now. */
  friendAccepted: 10025,
  /** Someone liked what you wrote. */
  likeNotice: 10027,
  /** A gift was sent to you. */
  giftNotice: 10031,
  /** You won a prize. */
  prizeNotice: 10035,
  /**
   * A system notice: an audit result, an operator's 公告, a followed expert's new tip. Its message carries
   * `notice: {kind, title, body, link}`; `kind` says which.
   */
  systemNotice: 10036,
  /** An invitation into a group. */
  groupInvite: 10039,
} as const;

/**
 * What a system notice (10036) is about: a followed expert's tip, an operator's 公告, a moderation outcome, a
 * reply or mention in the community, a followed match's kick-off, goal, red card, half or full time.
 */
export const systemNoticeKinds = ['expertTip', 'note', 'moderation', 'community', 'match'] as const;
export type SystemNoticeKind = (typeof systemNoticeKinds)[number];

export type ImCodeName = keyof typeof ImCode;
export type ImCodeValue = (typeof ImCode)[ImCodeName];

/** Spec §9: unread counts are tracked for exactly these codes. */
export const unreadImCodes: readonly ImCodeValue[] = [
  10000, 10001, 10027, 10036, 10035, 10031, 10024, 10039, 10022, 10025,
];

const unreadSet = new Set<number>(unreadImCodes);

export function countsAsUnread(code: number): boolean {
  return unreadSet.has(code);
}

/** The notice codes: what `/message/notice` lists (everything that counts as unread but is not a chat message). */
export const noticeImCodes: readonly ImCodeValue[] = unreadImCodes.filter(
  (code) => code !== ImCode.privateMessage && code !== ImCode.groupMessage,
);

/** `messageStatus` of a chat list item: 0 notifies (counts in the badge), 1 is muted (免打扰). */
export const MessageStatus = { notify: 0, muted: 1 } as const;
export type MessageStatusValue = (typeof MessageStatus)[keyof typeof MessageStatus];

/** Spec §4/§7: the tab badge is the sum of `count` over the items with `messageStatus` 0; hidden at 0. */
export function unreadBadge(items: readonly { messageStatus: number; count: number }[]): number {
  return items.reduce((sum, item) => (item.messageStatus === MessageStatus.notify ? sum + item.count : sum), 0);
}

/** Message limits shared by the composer and the server. */
export const imLimits = {
  /** Characters of one text message. */
  maxTextLength: 500,
  /** A sender may recall within this many milliseconds. */
  recallWindowMs: 2 * 60_000,
  /** Messages one user may send per 10 seconds. */
  messagesPer10s: 20,
  /** Members of one group, owner included. */
  maxGroupMembers: 200,
  /** Characters of a group name. */
  maxGroupNameLength: 20,
  /** Characters of a group announcement. */
  maxAnnouncementLength: 300,
  /** Longest side of a chat image as stored (px); larger ones are scaled down. */
  imageSide: 1600,
  /** Longest side of its thumbnail (px). */
  thumbnailSide: 360,
} as const;

/** Whether a sender may still recall a message sent at `sentAt`. */
export function canRecall(sentAt: number, now: number): boolean {
  return now - sentAt <= imLimits.recallWindowMs;
}

/** What the chat list shows of a conversation's last message. */
export function messagePreview(message: { kind: string; text: string; recalled: boolean; deleted: boolean }): string {
  if (message.deleted) return '[消息已删除]';
  if (message.recalled) return '[消息已撤回]';
  if (message.kind === 'image') return '[图片]';
  if (message.kind === 'match') return `[比赛] ${message.text}`;
  return message.text;
}
