import type { MediaServer } from '../../media';

/** What the rooms module needs of the media engine, handed in by the composition root. */
export type RoomMedia = Pick<
  MediaServer,
  'setPolicy' | 'demoStreams' | 'ingest' | 'flvUrl' | 'liveHlsUrl' | 'flvViewerLimit' | 'replays' | 'disconnect'
>;
