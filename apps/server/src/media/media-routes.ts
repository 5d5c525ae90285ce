import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { Config } from '../config';
import type { MediaServer } from './media-server';
import { replaysPrefix } from './recorder';

const flvFile = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}\.flv$/)
  .describe('<stream>.flv');

/**
 * Media playback on the API's own port (one origin, one TLS certificate for the browser): live HTTP-FLV under
 * `/live-media/` and the recorded replays (HLS playlists, segments, posters) under `/media/replays/`.
 */
export async function mediaRoutes(app: FastifyInstance, options: { media: MediaServer; config: Config['media'] }) {
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
      const stream = options.media.play(request.params.file.slice(0, -'.flv'.length), request.ip);
      if (!stream) return reply.callNotFound();
      // An endless response: when it ends (the stream stopped) the connection goes too, never parked for reuse.
      return reply.type('video/x-flv').header('cache-control', 'no-store').header('connection', 'close').send(stream);
    },
  );
  const root = join(options.config.dir, 'replays');
  mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, { root, prefix: replaysPrefix, decorateReply: false });
}
