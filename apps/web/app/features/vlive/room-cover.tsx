import type { RoomSummary } from '@kanqiu/contract';
import type { ReactElement } from 'react';
import { apiAssetUrl } from '../../lib/api-hosts';
import { useRootData } from '../../lib/root-data';
import { LiveIcon, UserIcon } from '../shell';
import { anchorLabel, formatViewers } from './room-format';

const sportLabels = { 1: '足球', 2: '篮球', 3: '综合' } as const;

/**
 * The 16:9 cover: the room's poster or latest replay frame, else a drawn pitch in the theme's colours. A cover on
 * the first screen (`firstScreen`) loads at once, at high priority: it is the page's largest paint.
 */
export function RoomCover({ room, firstScreen = false }: { room: RoomSummary; firstScreen?: boolean }): ReactElement {
  const { publicHosts } = useRootData();
  const src = apiAssetUrl(room.cover ?? room.latestReplay?.posterPath, publicHosts);
  return (
    <div className={`kq-vlive-cover is-cat-${room.category}`}>
      {src ? (
        <img src={src} alt="" {...(firstScreen ? { fetchPriority: 'high' } : { loading: 'lazy' })} />
      ) : (
        <svg viewBox="0 0 160 90" preserveAspectRatio="xMidYMid slice" aria-hidden="true">
          <rect x="8" y="8" width="144" height="74" rx="4" fill="none" stroke="currentColor" strokeOpacity="0.35" />
          <path d="M80 8v74" stroke="currentColor" strokeOpacity="0.35" />
          <circle cx="80" cy="45" r="13" fill="none" stroke="currentColor" strokeOpacity="0.35" />
        </svg>
      )}
      <span className="kq-vlive-badge">{room.live ? '直播中' : room.latestReplay ? '回放' : '未开播'}</span>
      <span className="kq-vlive-sport">{sportLabels[room.category]}</span>
      <span className="kq-vlive-viewers" data-testid="room-viewers">
        {room.live ? <UserIcon /> : <LiveIcon />}
        {room.live ? formatViewers(room.viewerCount) : anchorLabel(room)}
      </span>
    </div>
  );
}
