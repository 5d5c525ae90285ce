import { playLive } from './live-restart';
import { browserHasMediaSource } from './match-video-source';

// Live from the media edge (1 s fragments, a 4 s playlist): start two fragments behind the live edge, jump ahead
// when more than four behind.
const liveConfig = { liveSyncDurationCount: 2, liveMaxLatencyDurationCount: 4, backBufferLength: 10 };

/**
 * HLS into `video`: natively where the browser plays HLS itself (Safari) or has no MSE (there the video element is
 * the only way: iOS Safari before 17.1, WeChat's Android browser), else through hls.js, fetched here. A live stream
 * that fails is loaded again. Returns the clean-up.
 */
export function playHls(video: HTMLVideoElement, url: string, { live }: { live: boolean }): () => void {
  if (video.canPlayType('application/vnd.apple.mpegurl') || !browserHasMediaSource()) {
    video.src = url;
    return () => video.removeAttribute('src');
  }
  return playLive(
    async () => (await import('hls.js')).default,
    (Hls, restart) => {
      if (!Hls.isSupported()) return undefined;
      const hls = new Hls(live ? liveConfig : {});
      if (live)
        hls.on(Hls.Events.ERROR, (_event, data) => {
          if (data.fatal) restart();
        });
      hls.loadSource(url);
      hls.attachMedia(video);
      return () => hls.destroy();
    },
  );
}
