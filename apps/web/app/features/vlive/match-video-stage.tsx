import './match-video.css';
import { lazy, Suspense, useState, type ReactElement, type ReactNode } from 'react';
import { apiAssetUrl } from '../../lib/api-hosts';
import { useRootData } from '../../lib/root-data';
import type { MatchVideo } from './data';
import { browserHasMediaSource, matchVideoSource, type MatchVideoSource } from './match-video-source';

// The player (and mpegts.js or hls.js behind it) is fetched on the first tap, so the match page's JS stays within
// budget.
const LivePlayer = lazy(() => import('./live-player').then((module) => ({ default: module.LivePlayer })));

function PlayIcon(): ReactElement {
  return (
    <svg viewBox="0 0 16 16" width="0.28rem" height="0.28rem" aria-hidden="true">
      <circle cx="8" cy="8" r="7.2" fill="none" stroke="currentColor" strokeWidth="1.3" />
      <path d="M6.4 5v6L11 8z" fill="currentColor" />
    </svg>
  );
}

/**
 * The match header, with the match's live video when a room streams it: a 视频 button in the header's corner, then the
 * video in the header's place with 返回比分 to go back. Without a video (20001) it is the header alone.
 */
export function MatchVideoStage({ video, children }: { video: MatchVideo | null; children: ReactNode }): ReactElement {
  const { publicHosts } = useRootData();
  const [playing, setPlaying] = useState<MatchVideoSource | null>(null);
  // The server cannot know the browser, so the choice between FLV and HLS is made at the tap.
  if (!matchVideoSource(video, true)) return <>{children}</>;
  if (!playing)
    return (
      <div className="kq-match-video-stage">
        {children}
        <button
          type="button"
          className="kq-match-video-play"
          aria-label="播放比赛视频直播"
          onClick={() => setPlaying(matchVideoSource(video, browserHasMediaSource()))}
          data-testid="match-video-play"
        >
          <PlayIcon />
          视频
        </button>
      </div>
    );
  const url = apiAssetUrl(playing.url, publicHosts) ?? playing.url;
  return (
    <div className="kq-match-video" data-testid="match-video">
      <Suspense fallback={<div className="kq-match-video-loading">加载中</div>}>
        <LivePlayer protocol={playing.kind} url={url} />
      </Suspense>
      <button type="button" className="kq-match-video-back" onClick={() => setPlaying(null)}>
        返回比分
      </button>
    </div>
  );
}
