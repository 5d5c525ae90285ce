/** How a viewer's player reads a live stream: HTTP-FLV from the origin, or HLS from the media edge. */
export type LiveProtocol = 'flv' | 'hls';

export type LivePlaybackInput = {
  /** Viewers the stream has now, before this one. */
  viewers: number;
  /** Viewers the origin serves HTTP-FLV (MEDIA_FLV_VIEWER_LIMIT); the next ones read HLS. */
  flvViewerLimit: number;
  /** Media Source Extensions (MediaSource, or iOS 17.1+'s ManagedMediaSource): needed to play FLV in a page. */
  hasMediaSource: boolean;
  /** Whether the stream has an HLS playlist (the edge's, or the recording's). */
  hasHls: boolean;
};

/**
 * FLV while the origin has room for one more viewer, HLS beyond it (docs/media.md, "Video to many viewers"); HLS
 * always where MSE is missing (iOS Safari before 17.1, WeChat's Android browser), whose video element plays it
 * natively. Without HLS, FLV: its player says when the browser cannot play it.
 */
export function chooseLiveProtocol({
  viewers,
  flvViewerLimit,
  hasMediaSource,
  hasHls,
}: LivePlaybackInput): LiveProtocol {
  if (!hasHls) return 'flv';
  if (!hasMediaSource) return 'hls';
  return viewers < flvViewerLimit ? 'flv' : 'hls';
}
