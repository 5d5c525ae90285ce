import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root, stop, waitFor } from './product.mjs';

// The media edge (docs/media.md, "Video to many viewers"): Debian's nginx with libnginx-mod-rtmp, configured from
// deploy/nginx/media-edge.conf in a directory of its own. `node scripts/media-edge.mjs` runs it alone (Ctrl-C
// stops it); scripts/cluster.mjs, the tests and bench/media-viewers.mjs start it with spawnMediaEdge.

const modulePaths = ['/usr/lib/nginx/modules/ngx_rtmp_module.so', '/usr/share/nginx/modules/ngx_rtmp_module.so'];

/** The edge's settings from the environment (docs/media.md): ports, the address it binds, the origin's address. */
export function mediaEdgeSettings(env = process.env) {
  return {
    rtmpPort: Number(env.MEDIA_EDGE_RTMP_PORT ?? 1936),
    httpPort: Number(env.MEDIA_EDGE_HTTP_PORT ?? 8088),
    bind: env.MEDIA_EDGE_BIND ?? '127.0.0.1',
    // Who may publish: the origin's address as the edge sees it (an address or a range, nginx's `allow`).
    origin: env.MEDIA_EDGE_ORIGIN ?? '127.0.0.1',
    nginx: env.NGINX ?? 'nginx',
    module: env.NGINX_RTMP_MODULE ?? modulePaths.find((path) => existsSync(path)) ?? modulePaths[0],
  };
}

/** Where the origin publishes (MEDIA_EDGE_RTMP_URL) and where viewers read (MEDIA_EDGE_HLS_URL), on `host`. */
export function mediaEdgeUrls(settings, host = settings.bind === '0.0.0.0' ? '127.0.0.1' : settings.bind) {
  return { rtmpUrl: `rtmp://${host}:${settings.rtmpPort}/hls`, hlsUrl: `http://${host}:${settings.httpPort}/hls` };
}

/** deploy/nginx/media-edge.conf with its {{…}} filled for `dir`. */
export function mediaEdgeConfig(settings, dir) {
  const values = {
    MODULE: settings.module,
    DIR: dir,
    BIND: settings.bind,
    RTMP_PORT: String(settings.rtmpPort),
    HTTP_PORT: String(settings.httpPort),
    ORIGIN: settings.origin,
    // Started as root, nginx's master stays root and its workers take `nobody` (nginx's default); else all run as
    // the user who started it.
    USER: process.getuid?.() === 0 ? 'user nobody nogroup;' : '',
  };
  return readFileSync(join(root, 'deploy/nginx/media-edge.conf'), 'utf8').replace(/\{\{(\w+)\}\}/g, (_, name) => {
    if (!(name in values)) throw new Error(`media-edge.conf: unknown {{${name}}}`);
    return values[name];
  });
}

/**
 * nginx in the foreground on a fresh directory (its config, pid, error log and the HLS files), without waiting for
 * it; the directory goes when nginx exits. `ready` is the URL that answers once it serves.
 */
export function spawnMediaEdge(settings = mediaEdgeSettings(), stdio = ['ignore', 'inherit', 'inherit']) {
  const dir = mkdtempSync(join(tmpdir(), 'kanqiu-edge-'));
  // The workers (nobody, when started as root) write the HLS files and read them back.
  chmodSync(dir, 0o755);
  mkdirSync(join(dir, 'hls'), { mode: 0o777 });
  chmodSync(join(dir, 'hls'), 0o777);
  writeFileSync(join(dir, 'nginx.conf'), mediaEdgeConfig(settings, dir));
  // `-e`: the error log from the first line on (else nginx first opens its compiled-in /var/log/nginx/error.log).
  const child = spawn(settings.nginx, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')], {
    stdio,
  });
  child.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  return { child, dir, ready: `http://127.0.0.1:${settings.httpPort}/health` };
}

/** The edge started and serving; `stop` ends it. */
export async function startMediaEdge(settings = mediaEdgeSettings(), stdio) {
  const edge = spawnMediaEdge(settings, stdio);
  const exited = new Promise((_, reject) =>
    edge.child.once('exit', (code) => reject(new Error(`nginx exited (${code}); see its error log above`))),
  );
  exited.catch(() => {});
  await Promise.race([waitFor(edge.ready, 15_000), exited]);
  return { ...edge, ...mediaEdgeUrls(settings), stop: () => stop(edge.child) };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const settings = mediaEdgeSettings();
  const edge = await startMediaEdge(settings);
  process.on('SIGINT', () => void edge.stop().then(() => process.exit(0)));
  process.on('SIGTERM', () => void edge.stop().then(() => process.exit(0)));
  const { rtmpUrl, hlsUrl } = mediaEdgeUrls(settings);
  console.log(
    `\n看球直播 media edge (nginx-rtmp, ${edge.dir}):\n  the origin publishes to  MEDIA_EDGE_RTMP_URL=${rtmpUrl}\n  viewers read             MEDIA_EDGE_HLS_URL=${hlsUrl}  (<stream>.m3u8)\nPress Ctrl-C to stop.\n`,
  );
}
