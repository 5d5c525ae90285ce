import {
  animationRooms,
  chatMessage,
  chatMute,
  chatNotice,
  chatPage,
  chatWelcome,
  roomDetail,
  roomPage,
  roomReplays,
  streamedMatches,
  tvMatchList,
} from '@kanqiu/contract';
import { chatPageSize, Code } from '@kanqiu/domain';
import type { RouterContextProvider } from 'react-router';
import { getSession, type RequestSession } from '../../lib/session.server';
import { linesOfPage } from './chat-messages';
import { z } from 'zod';
import type {
  ChatModerationResult,
  ChatSendResult,
  MatchVideo,
  RoomListData,
  RoomPageData,
  ReplayPageData,
  StreamedMatchesData,
} from './data';
import { readForm } from '../../lib/read-form.server';
import { notFound, type ParamsLoaderArgs } from '../../lib/loader.server';

/** A path segment that must be a positive integer id, else the page is a 404. */
export function idOf(raw: string | null | undefined): number {
  const id = Number(raw);
  if (!raw || !Number.isInteger(id) || id < 1) throw notFound();
  return id;
}

const animationSports: Readonly<Record<number, 'all' | 'football' | 'basketball' | 'none'>> = {
  0: 'all',
  1: 'football',
  2: 'basketball',
  3: 'none',
};

export async function loadRoomList({ params, context }: ParamsLoaderArgs): Promise<RoomListData> {
  const type = Number(params.type ?? '0');
  if (![0, 1, 2, 3].includes(type) || (params.type !== undefined && !/^\d$/.test(params.type))) throw notFound();
  const { api } = getSession(context);
  const [result, animations] = await Promise.all([
    api.get('/vlive/room/list', roomPage, { type, size: 40 }),
    api.get('/vlive/anim/list', animationRooms),
  ]);
  // 动画直播: every match in play, in the tab of its sport (综合 has none).
  const sport = animationSports[type];
  const drawn = animations.ok ? animations.data.list.filter((match) => sport === 'all' || match.sport === sport) : [];
  return result.ok
    ? { type, rooms: result.data.list, animations: drawn, error: null }
    : { type, rooms: [], animations: drawn, error: result.msg };
}

/** A room as every viewer sees it: the room, its latest chat lines and 公告 (the viewer's welcome: `loadRoomWelcome`). */
export async function loadRoom({ params, context }: ParamsLoaderArgs): Promise<RoomPageData> {
  const id = idOf(params.id);
  const { api } = getSession(context);
  const group = String(id);
  const [result, chat, notice] = await Promise.all([
    api.get(`/vlive/room/${id}`, roomDetail),
    api.post('/chat/page', chatPage, { json: { group, size: chatPageSize.default }, anonymous: true }),
    api.post('/chat/notice', chatNotice, { json: { group }, anonymous: true }),
  ]);
  if (!result.ok) {
    if (result.code === Code.notFound) throw notFound();
    return { room: null, error: result.msg, chat: [], chatOlder: false, chatError: null, notice: null };
  }
  return {
    room: result.data,
    error: null,
    chat: chat.ok ? linesOfPage(chat.data.list) : [],
    chatOlder: chat.ok && chat.data.next,
    chatError: chat.ok ? null : chat.msg,
    notice: notice.ok ? notice.data : null,
  };
}

/** The line greeting this viewer as they enter room `roomId` (a noble is announced to the room); null unanswered. */
export async function loadRoomWelcome(session: RequestSession, roomId: number): Promise<string | null> {
  const welcome = await session.api.post('/chat/welcome', chatWelcome, { json: { group: String(roomId) } });
  return welcome.ok ? welcome.data.text : null;
}

/** A chat line of any group (a room, a match, a sport) sent with the session's token (POST /chat/msg). */
export async function sendChatLine({ request, context }: Omit<ParamsLoaderArgs, 'params'>): Promise<ChatSendResult> {
  const form = await readForm(request);
  const [group, text, clientId] = ['group', 'text', 'clientId'].map((name) => form.get(name));
  if (typeof group !== 'string' || typeof text !== 'string' || typeof clientId !== 'string')
    return { ok: false, msg: '无法识别的操作' };
  const session = getSession(context);
  if (!session.hasToken) return { ok: false, msg: '请先登录后再发言' };
  const result = await session.api.post('/chat/msg', chatMessage, { json: { group, clientId, text } });
  return result.ok ? { ok: true, message: result.data } : { ok: false, msg: result.msg };
}

/**
 * The room page's moderation: the anchor mutes a fan (`intent=mute`, minutes), deletes a line (`intent=delete`) or
 * sets the room's 公告 (`intent=notice`, text; empty restores the platform's).
 * The API decides who may; its message is shown as it is.
 */
export async function chatModerationAction({
  request,
  params,
  context,
}: ParamsLoaderArgs): Promise<ChatModerationResult> {
  const group = String(idOf(params.id));
  const form = await readForm(request);
  const intent = form.get('intent');
  const { api } = getSession(context);
  if (intent === 'mute') {
    const json = { group, userId: Number(form.get('userId')), minutes: Number(form.get('minutes')) };
    const result = await api.post('/chat/mute', chatMute, { json });
    return result.ok ? { ok: true, intent, minutes: json.minutes } : { ok: false, msg: result.msg };
  }
  if (intent === 'notice') {
    const result = await api.post('/chat/notice', chatNotice, { json: { group, text: String(form.get('text')) } });
    return result.ok ? { ok: true, intent, notice: result.data } : { ok: false, msg: result.msg };
  }
  if (intent === 'delete') {
    const id = Number(form.get('id'));
    const result = await api.post('/chat/delete', z.null(), { json: { group, id } });
    return result.ok ? { ok: true, intent, id } : { ok: false, msg: result.msg };
  }
  return { ok: false, msg: '无法识别的操作' };
}

export async function loadReplays({ request, context }: ParamsLoaderArgs): Promise<ReplayPageData> {
  const params = new URL(request.url).searchParams;
  const id = idOf(params.get('id'));
  const startAt = Number(params.get('at')) || null;
  const session = getSession(context);
  const [room, replays] = await Promise.all([
    session.api.get(`/vlive/room/${id}`, roomDetail),
    session.api.get(`/vlive/room/${id}/replays`, roomReplays),
  ]);
  if (!room.ok && room.code === Code.notFound) throw notFound();
  if (!room.ok || !replays.ok) {
    return { roomId: id, title: null, replays: [], startAt, error: room.ok ? replays.msg : room.msg };
  }
  return { roomId: id, title: room.data.title, replays: replays.data.list, startAt, error: null };
}

export async function loadStreamedMatches({ context }: ParamsLoaderArgs): Promise<StreamedMatchesData> {
  const result = await getSession(context).api.get('/vlive/match', streamedMatches);
  return result.ok ? { matches: result.data, error: null } : { matches: null, error: result.msg };
}

/**
 * The room streaming a match, for its 看直播 entry: `/live/tv/match-list` needs a token, so a guest sees none, and
 * a match without a stream answers 20001 (spec §8) and shows none either.
 */
/** The match page's video, for guests as for fans: none (`show` false) on 20001 or when the API does not answer. */
export async function loadMatchVideo(context: Readonly<RouterContextProvider>, matchId: number): Promise<MatchVideo> {
  const result = await getSession(context).api.get('/live/tv/match-list', tvMatchList, { matchId });
  const stream = result.ok ? result.data.list[0] : undefined;
  return stream
    ? { show: true, url: stream.flvPath, hlsUrl: stream.hlsPath, roomId: stream.roomId }
    : { show: false, url: null, hlsUrl: null, roomId: null };
}
