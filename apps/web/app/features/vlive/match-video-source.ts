import { chooseLiveProtocol, type LiveProtocol } from '@kanqiu/domain';
import type { MatchVideo } from './data';

export type MatchVideoSource = { kind: LiveProtocol; url: string };

/**
 * What the match page plays: HTTP-FLV through MSE; where MSE is missing (iPhone Safari) the live HLS playlist (the
 * media edge's, else the recording's), which such browsers play natively; with neither, FLV, whose player then says
 * the browser cannot play it. The match page's stream list carries no viewer count, so it never turns to HLS for
 * the crowd. Nothing when the show flag is off (20001).
 */
export function matchVideoSource(video: MatchVideo | null, hasMediaSource: boolean): MatchVideoSource | null {
  if (!video?.show || !video.url) return null;
  const kind = chooseLiveProtocol({
    viewers: 0,
    flvViewerLimit: Number.POSITIVE_INFINITY,
    hasMediaSource,
    hasHls: video.hlsUrl !== null,
  });
  return kind === 'hls' && video.hlsUrl ? { kind, url: video.hlsUrl } : { kind: 'flv', url: video.url };
}

/** Whether this browser has Media Source Extensions (iOS 17.1+ calls its own ManagedMediaSource). */
export function browserHasMediaSource(): boolean {
  return typeof window !== 'undefined' && ('MediaSource' in window || 'ManagedMediaSource' in window);
}
