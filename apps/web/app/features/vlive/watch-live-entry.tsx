import './watch-live.css';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { animationRoomPath } from './animation-card';

/** 看直播 in a match's title bar: into the first room streaming it. */
export function WatchLiveEntry({ roomId }: { roomId: number }): ReactElement {
  return (
    <Link to={`/vlive/detail/${roomId}`} className="kq-watch-live" data-testid="watch-live">
      <svg viewBox="0 0 16 16" width="0.26rem" height="0.26rem" aria-hidden="true">
        <rect x="1" y="3" width="14" height="10" rx="2" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d="M6.5 5.8v4.4L10.2 8z" fill="currentColor" />
      </svg>
      看直播
    </Link>
  );
}

/** 动画 in the title bar of a match in play that no room streams: into its 动画直播 room. */
export function WatchAnimationEntry({
  sport,
  matchId,
}: {
  sport: 'football' | 'basketball';
  matchId: number;
}): ReactElement {
  return (
    <Link to={animationRoomPath({ sport, id: matchId })} className="kq-watch-live" data-testid="watch-animation">
      <svg viewBox="0 0 16 16" width="0.26rem" height="0.26rem" aria-hidden="true">
        <rect x="1" y="3" width="14" height="10" rx="1.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d="M8 3v10" stroke="currentColor" strokeWidth="1.2" />
        <circle cx="8" cy="8" r="2" fill="none" stroke="currentColor" strokeWidth="1.2" />
      </svg>
      动画
    </Link>
  );
}
