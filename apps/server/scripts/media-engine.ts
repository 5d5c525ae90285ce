/**
 * The API's media engine alone, behind the same Fastify route the API serves, for `bench/media-latency.mjs` and
 * `bench/media-viewers.mjs` (benches reach the server only through its HTTP API and public scripts). One stream
 * key is accepted; with `--edge-rtmp-url` it relays each live stream to the media edge, as the API does.
 *
 *   node --import tsx apps/server/scripts/media-engine.ts --rtmp-port 18635 --http-port 18636 --key bench \
 *     [--edge-rtmp-url rtmp://127.0.0.1:18647/hls --edge-hls-url http://127.0.0.1:18648/hls]
 *
 * Prints `ready` once both ports listen; stops on SIGTERM.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import pino from 'pino';
import { createMediaServer, mediaRoutes } from '../src/media/index';
import { createLocalDirectoryStore } from '../src/platform/storage/local-directory-store';

const { values } = parseArgs({
  options: {
    'rtmp-port': { type: 'string' },
    'http-port': { type: 'string' },
    key: { type: 'string' },
    'edge-rtmp-url': { type: 'string' },
    'edge-hls-url': { type: 'string' },
  },
});
const dir = mkdtempSync(join(tmpdir(), 'kanqiu-media-engine-'));
const config = {
  enabled: true,
  rtmpHost: '127.0.0.1',
  rtmpPort: Number(values['rtmp-port']),
  demoStreams: 0,
  ffmpegPath: 'ffmpeg',
  dir,
  edgeRtmpUrl: values['edge-rtmp-url'] ?? null,
  edgeHlsUrl: values['edge-hls-url'] ?? null,
  flvViewerLimit: 0,
};

const store = createLocalDirectoryStore(dir);
const media = createMediaServer({ config, store, logger: pino({ level: 'warn' }) });
media.setPolicy({ authorize: (_name, key) => key === values.key, onLive() {}, onOffline() {}, onReplay() {} });
const app = Fastify();
app.setValidatorCompiler(validatorCompiler);
app.setSerializerCompiler(serializerCompiler);
await app.register(mediaRoutes, { media, store });
await app.listen({ host: '127.0.0.1', port: Number(values['http-port']) });
await media.start();
process.stdout.write('ready\n');

process.once('SIGTERM', () => {
  void media
    .stop()
    .then(() => app.close())
    .then(() => process.exit(0));
});
