import type { MatchVideo } from './data';

export type MatchVideoSource = { kind: 'flv' | 'hls'; url: string };

/**
 * What the match page plays: HTTP-FLV through MSE; where MSE is missing (iPhone Safari) the live HLS playlist,
 * which such browsers play natively; with neither, FLV, whose player then says the browser cannot play it.
 * Nothing when the show flag is off (20001).
 */
export function matchVideoSource(video: MatchVideo | null, hasMediaSource: boolean): MatchVideoSource | null {
  if (!video?.show || !video.url) return null;
  if (!hasMediaSource && video.hlsUrl) return { kind: 'hls', url: video.hlsUrl };
  return { kind: 'flv', url: video.url };
}

/** Whether this browser has Media Source Extensions (iOS 17.1+ calls its own ManagedMediaSource). */
export function browserHasMediaSource(): boolean {
  return typeof window !== 'undefined' && ('MediaSource' in window || 'ManagedMediaSource' in window);
}
