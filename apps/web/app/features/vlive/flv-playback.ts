import { playLive } from './live-restart';

/**
 * HTTP-FLV from the origin through mpegts.js (fetched here, when a stream plays), started over by itself when the
 * stream drops. Returns the clean-up.
 */
export function playFlv(video: HTMLVideoElement, url: string, onUnsupported: () => void): () => void {
  return playLive(
    async () => (await import('mpegts.js')).default,
    (mpegts, restart) => {
      if (!mpegts.getFeatureList().mseLivePlayback) {
        onUnsupported();
        return undefined;
      }
      const player = mpegts.createPlayer({ type: 'flv', isLive: true, url }, { enableStashBuffer: false });
      player.on(mpegts.Events.ERROR, restart);
      player.on(mpegts.Events.LOADING_COMPLETE, restart);
      player.attachMediaElement(video);
      player.load();
      void Promise.resolve(player.play()).catch(() => undefined);
      return () => player.destroy();
    },
  );
}
