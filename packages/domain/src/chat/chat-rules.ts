/**
 * Chat (spec §7 Chat): who talks where, how much and how often. The group of a chat is `football` or
 * `basketball` (the two sports' list pages), a room id, or `match-<id>` (a match page and its 动画直播 room: a bare
 * number already names a room); its hub channel is `chat:<group>`.
 */
export const chatSportGroups = ['football', 'basketball'] as const;

export type ChatSportGroup = (typeof chatSportGroups)[number];
export type ChatGroup = ChatSportGroup | { roomId: number } | { matchId: number };

const idGroup = /^(match-)?([1-9][0-9]{0,9})$/;

/** The group named by `group=` of /chat/*, or null when it names none. */
export function parseChatGroup(raw: string): ChatGroup | null {
  if ((chatSportGroups as readonly string[]).includes(raw)) return raw as ChatGroup;
  const parts = idGroup.exec(raw);
  if (!parts) return null;
  const id = Number(parts[2]);
  if (id > 2_147_483_647) return null;
  return parts[1] ? { matchId: id } : { roomId: id };
}

export const chatGroupKey = (group: ChatGroup): string => {
  if (typeof group === 'string') return group;
  return 'roomId' in group ? String(group.roomId) : matchChatGroup(group.matchId);
};

/** The chat group of a match, shared by its match page and its 动画直播 room. */
export const matchChatGroup = (matchId: number): string => `match-${matchId}`;

/** The hub channel a group's messages are published on. */
export const chatChannel = (group: ChatGroup): `chat:${string}` => `chat:${chatGroupKey(group)}`;

/** Longest message, in characters as a reader counts them (code points, so an emoji-free CJK text of 60 is 60). */
export const chatMaxLength = 60;

/** Per user and group: at most this many messages in the window (a resend of the same client id is free). */
export const chatRateLimit = { max: 5, windowSeconds: 10 } as const;

/** How long a connection token from /chat/getToken opens the socket. */
export const chatTokenSeconds = 300;

/** History pages, newest first. */
export const chatPageSize = { default: 30, max: 100 } as const;

/** Mute lengths the room owner picks from, in minutes (the last is 24 hours). */
export const chatMuteMinutes = [10, 60, 1440] as const;

/** A mute length as the moderation menu says it: 10 分钟, 1 小时, 24 小时. */
export const muteLengthLabel = (minutes: number): string =>
  minutes % 60 === 0 ? `${minutes / 60} 小时` : `${minutes} 分钟`;

/** What a message is: a fan's text, a system line (entrance, announcement); gifts add their own kind. */
export const chatMessageKinds = ['text', 'system'] as const;

/** Text as it is stored and shown: whitespace runs folded to one space, trimmed. */
export function normaliseChatText(text: string): string {
  return text.replace(/\s+/gu, ' ').trim();
}

export const chatTextLength = (text: string): number => [...text].length;

export type ChatTextProblem = 'empty' | 'tooLong';

/** Null when the normalised text may be sent. */
export function chatTextProblem(normalised: string): ChatTextProblem | null {
  if (normalised === '') return 'empty';
  return chatTextLength(normalised) > chatMaxLength ? 'tooLong' : null;
}

/** Whether a mute that ends at `mutedUntil` (epoch seconds, null: never muted) still holds at `now`. */
export const isMuted = (mutedUntil: number | null, now: number): boolean => mutedUntil !== null && mutedUntil > now;

/** Whole minutes left of a mute, at least 1, for the refusal message. */
export const muteMinutesLeft = (mutedUntil: number, now: number): number =>
  Math.max(1, Math.ceil((mutedUntil - now) / 60));

/** A room's announcement (公告): at most this many characters; a group without one shows the platform's. */
export const chatNoticeMaxLength = 100;

export const platformChatNotice = '欢迎来到看球直播！请文明发言、理性看球，禁止广告、引流与人身攻击。';

/** The welcome line a joining fan sees; a guest is asked to log in to speak. */
export const welcomeLine = (nickName: string | null): string =>
  nickName === null ? '欢迎来到直播间！登录后即可参与聊天' : `欢迎 ${nickName} 来到直播间，一起看球吧！`;

/** What the room is told when a noble whose tier announces them comes in. */
export const entranceLine = (tierName: string, nickName: string): string => `${tierName} ${nickName} 驾临直播间`;

/** A noble is announced in a group at most once in this many seconds (a reload is not a second entrance). */
export const entranceAnnounceSeconds = 600;
