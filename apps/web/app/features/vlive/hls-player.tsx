import { useEffect, useRef, type ReactElement } from 'react';
import { playHls } from './hls-playback';

/** An HLS replay: native where the browser plays HLS (Safari), else hls.js fetched on demand. */
export function HlsPlayer({ url }: { url: string }): ReactElement {
  const videoRef = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = videoRef.current;
    return video ? playHls(video, url, { live: false }) : undefined;
  }, [url]);
  return <video ref={videoRef} controls autoPlay playsInline data-testid="replay-video" />;
}
