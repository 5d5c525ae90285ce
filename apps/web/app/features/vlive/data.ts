import type {
  AnimationRoom,
  ChatMessage,
  chatNotice,
  RoomSummary,
  roomDetail,
  roomReplay,
  streamedMatches,
} from '@kanqiu/contract';
import type { z } from 'zod';

export type RoomDetail = z.infer<typeof roomDetail>;
export type ChatNotice = z.infer<typeof chatNotice>;
export type RoomReplay = z.infer<typeof roomReplay>;

/** `animations`: the 动画直播 rooms of the tab's sport, every match in play by competition weight. */
export type RoomListData = { type: number; rooms: RoomSummary[]; animations: AnimationRoom[]; error: string | null };
/**
 * `chat`: the room's latest lines, oldest first (`chatOlder`: there are older ones); `chatError` when unread.
 * `notice`: the room's 公告 (null when the API did not answer).
 */
export type RoomPageData = {
  room: RoomDetail | null;
  error: string | null;
  chat: ChatMessage[];
  chatOlder: boolean;
  chatError: string | null;
  notice: ChatNotice | null;
};

/** What sending a chat line answers: the stored message, or the server's message (spec §8). */
export type ChatSendResult = { ok: true; message: ChatMessage } | { ok: false; msg: string };
/** What a moderation answers: done, or the server's message. */
export type ChatModerationResult =
  | { ok: true; intent: 'mute'; minutes: number }
  | { ok: true; intent: 'delete'; id: number }
  | { ok: true; intent: 'notice'; notice: ChatNotice }
  | { ok: false; msg: string };
/** `startAt`: the recording to play first (its `startedAt`), else the newest. */
export type ReplayPageData = {
  roomId: number;
  title: string | null;
  replays: RoomReplay[];
  startAt: number | null;
  error: string | null;
};
export type StreamedMatchesData = { matches: z.infer<typeof streamedMatches> | null; error: string | null };

export const roomCategoryTabs = [
  { type: 0, label: '推荐' },
  { type: 1, label: '足球' },
  { type: 2, label: '篮球' },
  { type: 3, label: '综合' },
] as const;

/**
 * The match page's video (spec §3 liveDetail: a video url and a show flag): the first room streaming the match,
 * as HTTP-FLV (`url`) and, when the broadcast is recorded, as live HLS (`hlsUrl`, for browsers without MSE).
 * `show` is false when `/live/tv/match-list` answers 20001 (spec §8) or does not answer; then there is no player.
 */
export type MatchVideo = { show: boolean; url: string | null; hlsUrl: string | null; roomId: number | null };
