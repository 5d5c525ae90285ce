import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { keyOfPath, type ObjectStore } from '../platform/storage/object-store';
import { serveObjects } from '../platform/storage/serve-objects';
import type { MediaServer } from './media-server';
import { replaysPrefix } from './recorder';

const flvFile = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}\.flv$/)
  .describe('<stream>.flv');

/**
 * Media playback on the API's own port (one origin, one TLS certificate for the browser): live HTTP-FLV under
 * `/live-media/` where the media engine runs, and the replays (HLS playlists, segments, posters) under
 * `/media/replays/` from the store on every instance, a recording still growing from the media engine's working
 * directory (as live HLS, never cached).
 */
export async function mediaRoutes(app: FastifyInstance, options: { media: MediaServer; store: ObjectStore }) {
  const { media, store } = options;
  serveObjects(app, replaysPrefix, async (path) => {
    const growing = await media.recordingFile(path);
    return growing ? { ...growing, cacheControl: 'no-cache' } : store.stream(keyOfPath(replaysPrefix) + path);
  });
  if (!media.enabled) return;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/live-media/:file',
    {
      schema: {
        tags: ['media'],
        summary: '直播流（HTTP-FLV，供 mpegts.js 播放）；未开播时 404',
        params: z.object({ file: flvFile }),
      },
    },
    (request, reply) => {
      const stream = media.play(request.params.file.slice(0, -'.flv'.length), request.ip);
      if (!stream) return reply.callNotFound();
      // An endless response: when it ends (the stream stopped) the connection goes too, never parked for reuse.
      return reply.type('video/x-flv').header('cache-control', 'no-store').header('connection', 'close').send(stream);
    },
  );
}
