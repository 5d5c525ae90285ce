import type { RoomEvent, RoomSummary } from '@kanqiu/contract';

/** A `rooms:list` / `room:<id>` event, checked for what the pages read (zod stays out of the page's JS). */
export function readRoomEvent(data: Record<string, unknown>): RoomEvent | null {
  const { kind, roomId } = data;
  if (typeof roomId !== 'number') return null;
  if (kind === 'live' && typeof data.liveSince === 'number') return { kind, roomId, liveSince: data.liveSince };
  if (kind === 'offline' && typeof data.endedAt === 'number') return { kind, roomId, endedAt: data.endedAt };
  if (kind === 'viewers' && typeof data.viewerCount === 'number')
    return { kind, roomId, viewerCount: data.viewerCount };
  return null;
}

type RoomState = Pick<RoomSummary, 'live' | 'liveSince' | 'endedAt' | 'viewerCount'>;

/** The room after an event about it. */
export function applyRoomEvent<R extends RoomState>(room: R, event: RoomEvent): R {
  switch (event.kind) {
    case 'live':
      return { ...room, live: true, liveSince: event.liveSince };
    case 'offline':
      return { ...room, live: false, endedAt: event.endedAt, viewerCount: 0 };
    case 'viewers':
      return { ...room, viewerCount: event.viewerCount };
  }
}

/** Live rooms first (most viewers first), then the most recently ended, as the API orders them. */
export function orderRooms<R extends RoomState>(rooms: R[]): R[] {
  return [...rooms].sort((a, b) => {
    if (a.live !== b.live) return a.live ? -1 : 1;
    if (a.live) return b.viewerCount - a.viewerCount;
    return (b.endedAt ?? 0) - (a.endedAt ?? 0);
  });
}
