import type { Logger } from 'pino';
import { keepRunning, type LoopPublisher } from './demo-publishers';
import { spawnFfmpeg } from './ffmpeg';
import { playFlv } from './flv-player';

/**
 * Pushes a live stream to the media edge (docs/decisions/0073-media-edge-fed-by-the-origin.md): ffmpeg reads the
 * engine's own FLV subscriber, as the recorder does, and publishes it unchanged (`-c copy`) to
 * `<edgeRtmpUrl>/<stream>`, where nginx-rtmp cuts it into HLS. Started again whenever it stops (the edge restarted)
 * until the stream goes offline.
 */
export function relayToEdge(options: {
  ffmpegPath: string;
  edgeRtmpUrl: string;
  streamName: string;
  logger: Logger;
}): LoopPublisher {
  const { ffmpegPath, edgeRtmpUrl, streamName } = options;
  const target = `${edgeRtmpUrl.replace(/\/+$/, '')}/${streamName}`;
  const launch = () => {
    const source = playFlv(streamName, 'edge');
    if (!source) return null;
    const relay = spawnFfmpeg(
      ffmpegPath,
      [
        // The stream's own timestamps, unchanged: the edge's fragments keep the origin's timeline.
        ...['-copyts', '-fflags', 'nobuffer', '-f', 'flv', '-i', 'pipe:0'],
        // Picture and sound only, and a stream that stalls holds the other back 1 s at most (ffmpeg's default
        // interleaving wait of 10 s put the edge 10 s behind the origin).
        ...['-map', '0:v?', '-map', '0:a?', '-c', 'copy', '-max_interleave_delta', '1000000', '-f', 'flv', target],
      ],
      source,
    );
    // ffmpeg gone (the edge dropped it): the subscriber goes too.
    void relay.exited.then(() => source.destroy());
    return relay;
  };
  return keepRunning(launch, options.logger.child({ streamName }), 'edge relay');
}
