import { PassThrough, type Readable } from 'node:stream';
import Context from 'node-media-server/src/core/context.js';
import BaseSession from 'node-media-server/src/session/base_session.js';

// A viewer this far behind (a stalled phone) is dropped rather than buffered without end; its player reconnects.
const maxBacklogBytes = 4 * 1024 * 1024;

/**
 * An HTTP-FLV viewer served by the API itself: a subscriber on the stream's broadcast, which first sends the FLV
 * header, the codec headers and the current group of pictures (the picture starts at once), then every new tag.
 * Null when nothing is published on the stream.
 */
export function playFlv(streamName: string, remoteAddress: string): Readable | null {
  const broadcast = Context.broadcasts.get(`/live/${streamName}`);
  if (!broadcast?.publisher) return null;
  const out = new PassThrough();
  const viewer = new BaseSession();
  Object.assign(viewer, {
    protocol: 'flv',
    ip: remoteAddress,
    streamApp: 'live',
    streamName,
    streamPath: `/live/${streamName}`,
  });
  viewer.sendBuffer = (buffer) => {
    if (out.destroyed) return;
    if (out.writableLength > maxBacklogBytes) out.destroy();
    else out.write(buffer);
  };
  viewer.close = () => out.end();
  out.once('close', () => broadcast.donePlay(viewer));
  broadcast.postPlay(viewer);
  return out;
}

/** Ends every HTTP-FLV viewer, so the API can close without waiting for endless responses. */
export function closeFlvViewers(): void {
  for (const broadcast of Context.broadcasts.values()) {
    for (const viewer of broadcast.subscribers.values()) if (viewer.protocol === 'flv') viewer.close();
  }
}

/** The streams published here and their viewers (HTTP-FLV and RTMP players), as an operator counts them. */
export function audience(): { streams: number; viewers: number } {
  let streams = 0;
  let viewers = 0;
  for (const broadcast of Context.broadcasts.values()) {
    if (!broadcast.publisher) continue;
    streams += 1;
    viewers += broadcast.subscribers.size;
  }
  return { streams, viewers };
}
