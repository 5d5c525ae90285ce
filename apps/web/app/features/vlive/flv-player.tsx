import './vlive.css';
import { useEffect, useRef, useState, type ReactElement } from 'react';

const retryMs = 3_000;

/**
 * HTTP-FLV through mpegts.js, fetched only when a room plays so the lists' JS stays small.
 * Starts muted (browsers allow only muted autoplay) and starts over by itself when the stream drops.
 */
export function FlvPlayer({ url }: { url: string }): ReactElement {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [muted, setMuted] = useState(true);
  const [unsupported, setUnsupported] = useState(false);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    let stopped = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let destroy = () => undefined as void;

    const start = async () => {
      const { default: mpegts } = await import('mpegts.js');
      if (stopped) return;
      if (!mpegts.getFeatureList().mseLivePlayback) return setUnsupported(true);
      const player = mpegts.createPlayer({ type: 'flv', isLive: true, url }, { enableStashBuffer: false });
      const restart = () => {
        if (stopped || retry) return;
        destroy();
        retry = setTimeout(() => {
          retry = undefined;
          void start();
        }, retryMs);
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
  }, [url]);

  return (
    <>
      <video ref={videoRef} muted={muted} autoPlay playsInline data-testid="room-video" />
      {unsupported && <div className="kq-vlive-player-note">当前浏览器不支持播放直播</div>}
      {muted && (
        <button type="button" className="kq-vlive-unmute" onClick={() => setMuted(false)}>
          点击开启声音
        </button>
      )}
    </>
  );
}
