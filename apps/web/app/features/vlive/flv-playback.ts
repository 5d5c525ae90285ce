import { liveRetryMs } from './hls-playback';

/**
 * HTTP-FLV from the origin through mpegts.js (fetched here, when a stream plays), started over by itself when the
 * stream drops. Returns the clean-up.
 */
export function playFlv(video: HTMLVideoElement, url: string, onUnsupported: () => void): () => void {
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let destroy = () => undefined as void;

  const start = async () => {
    const { default: mpegts } = await import('mpegts.js');
    if (stopped) return;
    if (!mpegts.getFeatureList().mseLivePlayback) return onUnsupported();
    const player = mpegts.createPlayer({ type: 'flv', isLive: true, url }, { enableStashBuffer: false });
    const restart = () => {
      if (stopped || retry) return;
      destroy();
      retry = setTimeout(() => {
        retry = undefined;
        void start();
      }, liveRetryMs);
    };
    player.on(mpegts.Events.ERROR, restart);
    player.on(mpegts.Events.LOADING_COMPLETE, restart);
    player.attachMediaElement(video);
    player.load();
    void Promise.resolve(player.play()).catch(() => undefined);
    destroy = () => {
      player.destroy();
      destroy = () => undefined;
    };
  };
  void start();
  return () => {
    stopped = true;
    clearTimeout(retry);
    destroy();
  };
}
