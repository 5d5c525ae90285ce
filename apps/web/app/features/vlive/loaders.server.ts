import { roomDetail, roomPage, roomReplays, streamedMatches } from '@kanqiu/contract';
import { Code } from '@kanqiu/domain';
import { data, type RouterContextProvider } from 'react-router';
import { NOT_FOUND_MESSAGE } from '../../lib/error-status';
import { getSession } from '../../lib/session.server';
import type { RoomListData, RoomPageData, ReplayPageData, StreamedMatchesData } from './data';

type LoaderArgs = {
  request: Request;
  params: Record<string, string | undefined>;
  context: Readonly<RouterContextProvider>;
};

const notFound = () => data(NOT_FOUND_MESSAGE, { status: 404 });

/** A path segment that must be a positive integer id, else the page is a 404. */
function idOf(raw: string | null | undefined): number {
  const id = Number(raw);
  if (!raw || !Number.isInteger(id) || id < 1) throw notFound();
  return id;
}

export async function loadRoomList({ params, context }: LoaderArgs): Promise<RoomListData> {
  const type = Number(params.type ?? '0');
  if (![0, 1, 2, 3].includes(type) || (params.type !== undefined && !/^\d$/.test(params.type))) throw notFound();
  const result = await getSession(context).api.get('/vlive/room/list', roomPage, { type, size: 40 });
  return result.ok ? { type, rooms: result.data.list, error: null } : { type, rooms: [], error: result.msg };
}

export async function loadRoom({ params, context }: LoaderArgs): Promise<RoomPageData> {
  const result = await getSession(context).api.get(`/vlive/room/${idOf(params.id)}`, roomDetail);
  if (!result.ok) {
    if (result.code === Code.notFound) throw notFound();
    return { room: null, error: result.msg };
  }
  return { room: result.data, error: null };
}

export async function loadReplays({ request, context }: LoaderArgs): Promise<ReplayPageData> {
  const id = idOf(new URL(request.url).searchParams.get('id'));
  const session = getSession(context);
  const [room, replays] = await Promise.all([
    session.api.get(`/vlive/room/${id}`, roomDetail),
    session.api.get(`/vlive/room/${id}/replays`, roomReplays),
  ]);
  if (!room.ok && room.code === Code.notFound) throw notFound();
  if (!room.ok || !replays.ok) return { roomId: id, title: null, replays: [], error: room.ok ? replays.msg : room.msg };
  return { roomId: id, title: room.data.title, replays: replays.data.list, error: null };
}

export async function loadStreamedMatches({ context }: LoaderArgs): Promise<StreamedMatchesData> {
  const result = await getSession(context).api.get('/vlive/match', streamedMatches);
  return result.ok ? { matches: result.data, error: null } : { matches: null, error: result.msg };
}
