import './vlive.css';
import type { RoomSummary } from '@kanqiu/contract';
import { memo, useState, type ReactElement } from 'react';
import { Link, useRevalidator } from 'react-router';
import { useLiveSocket } from '../live';
import { EmptyState } from '../shell/states';
import { AnimationCard } from './animation-card';
import type { RoomListData } from './data';
import { roomCategoryTabs } from './data';
import { RoomCard } from './room-card';
import { applyRoomEvent, orderRooms } from './room-events';

/** The rooms as served, moved on by `rooms:list` (on/offline, viewers); a room the list lacks refetches. */
function useLiveRooms(initial: RoomSummary[]): RoomSummary[] {
  const [state, setState] = useState({ source: initial, rooms: initial });
  const rooms = state.source === initial ? state.rooms : initial;
  const setRooms = (update: (current: RoomSummary[]) => RoomSummary[]) =>
    setState((prev) => ({ source: initial, rooms: update(prev.source === initial ? prev.rooms : initial) }));
  const revalidator = useRevalidator();
  useLiveSocket(['rooms:list'], {
    onDiff: () => undefined,
    onEvent: ({ namespace, event }) => {
      if (namespace !== 'rooms') return;
      if (!rooms.some((room) => room.id === event.roomId)) {
        if (event.kind !== 'viewers') void revalidator.revalidate();
        return;
      }
      setRooms((current) =>
        orderRooms(current.map((room) => (room.id === event.roomId ? applyRoomEvent(room, event) : room))),
      );
    },
    onReset: () => void revalidator.revalidate(),
    onOpen: (reconnect) => {
      if (reconnect) void revalidator.revalidate();
    },
  });
  return rooms;
}

/** Two rows of two cards fill a phone's first screen under the header and the banner. */
const FIRST_SCREEN_CARDS = 4;

/** The 直播 tab's categories and 赛程 (the same on every render of the list: drawn once). */
export const VliveHeader = memo(function VliveHeader({ active }: { active: number | 'match' }): ReactElement {
  return (
    <header className="kq-vlive-header">
      <nav className="kq-vlive-tabs" aria-label="直播分类">
        {roomCategoryTabs.map((tab) => (
          <Link
            key={tab.type}
            to={`/vlive/${tab.type}`}
            className={active === tab.type ? 'is-active' : ''}
            aria-current={active === tab.type ? 'page' : undefined}
          >
            {tab.label}
          </Link>
        ))}
      </nav>
      <Link to="/vlive/match" className={active === 'match' ? 'kq-vlive-schedule is-active' : 'kq-vlive-schedule'}>
        赛程
      </Link>
    </header>
  );
});

export function RoomListPage({ data }: { data: RoomListData }): ReactElement {
  const rooms = useLiveRooms(data.rooms);
  const live = rooms.filter((room) => room.live);
  const recent = rooms.filter((room) => !room.live && room.latestReplay);
  const { animations } = data;
  return (
    <div className="kq-vlive">
      <VliveHeader active={data.type} />
      <main className="kq-vlive-body">
        {data.error && <EmptyState title={data.error} />}
        {!data.error && live.length === 0 && recent.length === 0 && animations.length === 0 && (
          <EmptyState title="暂无直播，稍后再来看看吧" />
        )}
        {live.length > 0 && (
          <section aria-label="正在直播">
            <h2 className="kq-vlive-section">正在直播</h2>
            <div className="kq-vlive-grid" data-testid="live-rooms">
              {live.map((room, index) => (
                <RoomCard key={room.id} room={room} firstScreen={index < FIRST_SCREEN_CARDS} />
              ))}
            </div>
          </section>
        )}
        {animations.length > 0 && (
          <section aria-label="动画直播">
            <h2 className="kq-vlive-section">
              动画直播<small>{animations.length} 场比赛进行中</small>
            </h2>
            <div className="kq-vlive-grid" data-testid="animation-rooms">
              {animations.map((room) => (
                <AnimationCard key={room.id} room={room} />
              ))}
            </div>
          </section>
        )}
        {recent.length > 0 && (
          <section aria-label="最近直播">
            <h2 className="kq-vlive-section">最近直播</h2>
            <div className="kq-vlive-grid">
              {recent.map((room, index) => (
                <RoomCard key={room.id} room={room} firstScreen={live.length + index < FIRST_SCREEN_CARDS} />
              ))}
            </div>
          </section>
        )}
      </main>
    </div>
  );
}
