import type { RoomEvent, RoomSummary } from '@kanqiu/contract';

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
