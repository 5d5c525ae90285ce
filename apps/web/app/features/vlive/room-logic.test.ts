import type { RoomSummary } from '@kanqiu/contract';
import { describe, expect, it } from 'vitest';
import { applyRoomEvent, orderRooms } from './room-events';
import { formatDuration, formatViewers, matchLine, replayPath } from './room-format';

const room = (id: number, live: boolean, viewerCount: number, endedAt: number | null = null) =>
  ({ id, live, viewerCount, endedAt, liveSince: live ? 1 : null }) as Pick<
    RoomSummary,
    'id' | 'live' | 'viewerCount' | 'endedAt' | 'liveSince'
  >;

describe('room events', () => {
  it('an offline room loses its viewers and sinks below the live ones', () => {
    const rooms = [room(1, true, 50), room(2, true, 10), room(3, false, 0, 100)];
    const moved = orderRooms(
      rooms.map((r) => (r.id === 1 ? applyRoomEvent(r, { kind: 'offline', roomId: 1, endedAt: 200 }) : r)),
    );
    expect(moved.map((r) => r.id)).toEqual([2, 1, 3]);
    expect(moved[1]).toMatchObject({ live: false, viewerCount: 0, endedAt: 200 });
  });

  it('more viewers move a live room up', () => {
    const rooms = [room(1, true, 50), room(2, true, 10)];
    const moved = orderRooms(
      rooms.map((r) => (r.id === 2 ? applyRoomEvent(r, { kind: 'viewers', roomId: 2, viewerCount: 90 }) : r)),
    );
    expect(moved.map((r) => r.id)).toEqual([2, 1]);
  });
});

describe('room formats', () => {
  it('counts viewers in 万 from ten thousand', () => {
    expect(formatViewers(9999)).toBe('9999');
    expect(formatViewers(12_345)).toBe('1.2万');
    expect(formatViewers(20_000)).toBe('2万');
  });

  it('writes the score line, vs before kick-off', () => {
    const match = {
      id: 1,
      sport: 'football',
      competition: '英超',
      home: '阿森纳',
      away: '曼城',
      homeScore: 1,
      awayScore: 0,
      state: 2,
      inPlay: true,
      kickoffAt: 0,
    } as const;
    expect(matchLine(match)).toBe('英超 阿森纳 1-0 曼城');
    expect(matchLine({ ...match, homeScore: 0, inPlay: false })).toBe('英超 阿森纳 vs 曼城');
  });

  it('writes lengths as m:ss or h:mm:ss', () => {
    expect(formatDuration(65)).toBe('1:05');
    expect(formatDuration(3_725)).toBe('1:02:05');
  });

  it('opens the replay player at one recording, or at the newest', () => {
    expect(replayPath(7, 1_764_000_000)).toBe('/vlive/detail/replay?id=7&at=1764000000');
    expect(replayPath(7)).toBe('/vlive/detail/replay?id=7');
  });
});
