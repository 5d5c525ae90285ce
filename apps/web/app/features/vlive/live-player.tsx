import './vlive.css';
import type { LiveProtocol } from '@kanqiu/domain';
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { playFlv } from './flv-playback';
import { playHls } from './hls-playback';

/**
 * A live stream: HTTP-FLV from the origin or HLS from the media edge, as `chooseLiveProtocol` chose. Loaded only
 * when a stream plays (with mpegts.js or hls.js behind it), so the pages' first JS stays small. Starts muted
 * (browsers allow only muted autoplay) and starts over by itself when the stream drops.
 */
export function LivePlayer({ protocol, url }: { protocol: LiveProtocol; url: string }): ReactElement {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [muted, setMuted] = useState(true);
  const [unsupported, setUnsupported] = useState(false);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    return protocol === 'flv' ? playFlv(video, url, () => setUnsupported(true)) : playHls(video, url, { live: true });
  }, [protocol, url]);

  return (
    <>
      <video ref={videoRef} muted={muted} autoPlay playsInline data-testid="room-video" data-protocol={protocol} />
      {unsupported && <div className="kq-vlive-player-note">当前浏览器不支持播放直播</div>}
      {muted && (
        <button type="button" className="kq-vlive-unmute" onClick={() => setMuted(false)}>
          点击开启声音
        </button>
      )}
    </>
  );
}
