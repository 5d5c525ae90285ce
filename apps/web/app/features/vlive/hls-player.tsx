import { useEffect, useRef, type ReactElement } from 'react';

/** An HLS replay: native where the browser plays HLS (Safari), else hls.js fetched on demand. */
export function HlsPlayer({ url }: { url: string }): ReactElement {
  const videoRef = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    if (video.canPlayType('application/vnd.apple.mpegurl')) {
      video.src = url;
      return;
    }
    let stopped = false;
    let destroy = () => undefined as void;
    void import('hls.js').then(({ default: Hls }) => {
      if (stopped || !Hls.isSupported()) return;
      const hls = new Hls();
      hls.loadSource(url);
      hls.attachMedia(video);
      destroy = () => hls.destroy();
    });
    return () => {
      stopped = true;
      destroy();
    };
  }, [url]);
  return <video ref={videoRef} controls autoPlay playsInline data-testid="replay-video" />;
}
