import type { Metrics } from '../platform/metrics/metrics';
import type { MediaServer } from './media-server';

/** The live streams the media engine carries here and their viewers, read at each scrape. */
export function registerMediaMetrics(metrics: Metrics, media: MediaServer): void {
  metrics.gauge('media_streams_live', 'Streams published to this media engine now', {
    collect: (gauge) => gauge.set(media.audience().streams),
  });
  metrics.gauge('media_viewers', 'Viewers of the live streams of this media engine (HTTP-FLV and RTMP)', {
    collect: (gauge) => gauge.set(media.audience().viewers),
  });
}
