import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { mediaEdgeSettings, mediaEdgeUrls, spawnMediaEdge } from './media-edge.mjs';
import { root, spawnApi, spawnWeb, stop, waitFor } from './product.mjs';

// `npm run cluster` (docs/deploy.md, "A balanced cluster"): Debian's HAProxy (deploy/haproxy.cfg) in front of two
// webs and two APIs on this machine's PostgreSQL and Redis. The first API runs the feed, the second the media
// engine, which pushes every live stream to the media edge (nginx-rtmp, scripts/media-edge.mjs) that serves it as
// HLS to the viewers beyond MEDIA_FLV_VIEWER_LIMIT. Every setting can be changed through the environment; Ctrl-C stops everything. e2e/cluster starts it
// with createCluster and kills and restarts its instances.

// The balancer connects from this address: the instances believe the X-Forwarded-For it appends, nobody else's.
const balancerAddress = '127.0.0.1';

/** The cluster described by `env` (the variables of docs/deploy.md), not started yet. */
export function createCluster(env = process.env) {
  const port = (name, fallback) => Number(env[name] ?? fallback);
  const ports = {
    web: port('CLUSTER_WEB_PORT', 3000),
    api: port('CLUSTER_API_PORT', 8080),
    webs: [port('CLUSTER_WEB1_PORT', 3001), port('CLUSTER_WEB2_PORT', 3002)],
    apis: [port('CLUSTER_API1_PORT', 8081), port('CLUSTER_API2_PORT', 8082)],
    // The targets of deploy/prometheus.yml.
    apiMetrics: [port('CLUSTER_API1_METRICS_PORT', 9464), port('CLUSTER_API2_METRICS_PORT', 9474)],
    webMetrics: [port('CLUSTER_WEB1_METRICS_PORT', 9465), port('CLUSTER_WEB2_METRICS_PORT', 9475)],
  };
  const edge = mediaEdgeSettings({
    ...env,
    MEDIA_EDGE_RTMP_PORT: env.MEDIA_EDGE_RTMP_PORT ?? '1936',
    MEDIA_EDGE_HTTP_PORT: env.MEDIA_EDGE_HTTP_PORT ?? '8088',
  });
  const host = env.CLUSTER_HOST ?? '127.0.0.1';
  const edgeUrls = mediaEdgeUrls(edge, host);
  const webUrl = `http://${host}:${ports.web}`;
  const apiUrl = `http://${host}:${ports.api}`;
  // HAProxy's runtime API (drain or ready a server), for the operator and e2e/cluster.
  const adminDir = env.CLUSTER_ADMIN_SOCKET ? undefined : mkdtempSync(join(tmpdir(), 'kanqiu-haproxy-'));
  const adminSocket = env.CLUSTER_ADMIN_SOCKET ?? join(adminDir, 'admin.sock');

  const shared = {
    ...env,
    DATABASE_URL: env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/kanqiu',
    DATABASE_SCHEMA: env.DATABASE_SCHEMA ?? 'kanqiu',
    REDIS_URL: env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_PREFIX: env.REDIS_PREFIX ?? 'kanqiu:',
    // Uploads are files: every instance writes to and reads from one directory (a shared volume across machines).
    DATA_DIR: env.DATA_DIR ?? join(root, 'var/cluster'),
    // The same replay whichever instance holds the feed lock.
    FEED_ANCHOR: env.FEED_ANCHOR ?? String(Math.floor(Date.now() / 1000)),
    TRUST_PROXY: balancerAddress,
    WEB_ORIGIN: env.WEB_ORIGIN ?? `http://localhost:${ports.web},http://127.0.0.1:${ports.web}`,
    SMS_OUTBOX: env.SMS_OUTBOX ?? (env.NODE_ENV === 'production' ? 'off' : 'on'),
    // Every instance tells the players where the edge serves HLS; the media engine's pushes to it.
    MEDIA_EDGE_HLS_URL: env.MEDIA_EDGE_HLS_URL ?? edgeUrls.hlsUrl,
  };
  const roles = [
    { FEED: env.FEED ?? 'on', MEDIA: 'off' },
    { FEED: 'off', MEDIA: env.MEDIA ?? 'on', MEDIA_EDGE_RTMP_URL: env.MEDIA_EDGE_RTMP_URL ?? edgeUrls.rtmpUrl },
  ];
  const balancerEnv = {
    ...env,
    KQ_BIND: host,
    KQ_WEB_PORT: String(ports.web),
    KQ_API_PORT: String(ports.api),
    KQ_WEB1_PORT: String(ports.webs[0]),
    KQ_WEB2_PORT: String(ports.webs[1]),
    KQ_API1_PORT: String(ports.apis[0]),
    KQ_API2_PORT: String(ports.apis[1]),
    KQ_ADMIN_SOCKET: adminSocket,
  };

  /** Each process by name: how to start it and the address that answers once it serves. */
  const instances = {
    ...Object.fromEntries(
      ports.apis.map((apiPort, index) => [
        `api${index + 1}`,
        {
          spawn: () =>
            spawnApi({
              port: apiPort,
              env: { ...shared, ...roles[index], METRICS_PORT: String(ports.apiMetrics[index]) },
            }),
          ready: `http://127.0.0.1:${apiPort}/health/ready`,
        },
      ]),
    ),
    ...Object.fromEntries(
      ports.webs.map((webPort, index) => [
        `web${index + 1}`,
        {
          // The webs call the APIs through the balancer too, so a dead API costs them nothing.
          spawn: () =>
            spawnWeb({
              port: webPort,
              apiUrl,
              env: {
                ...env,
                WEB_TRUST_PROXY: balancerAddress,
                WEB_ORIGIN: shared.WEB_ORIGIN,
                PUBLIC_API_URL: apiUrl,
                WEB_METRICS_PORT: String(ports.webMetrics[index]),
                MEDIA_EDGE_HLS_URL: shared.MEDIA_EDGE_HLS_URL,
              },
            }),
          ready: `http://127.0.0.1:${webPort}/health/ready`,
        },
      ]),
    ),
    edge: { spawn: () => spawnMediaEdge(edge).child, ready: `http://127.0.0.1:${edge.httpPort}/health` },
    haproxy: {
      spawn: () =>
        spawn(env.HAPROXY ?? 'haproxy', ['-db', '-f', join(root, 'deploy/haproxy.cfg')], {
          env: balancerEnv,
          stdio: ['ignore', 'inherit', 'inherit'],
        }),
      ready: `${webUrl}/health/ready`,
    },
  };

  const running = new Map();
  let stopping = false;

  /** Starts one process by name; resolves once it serves. */
  async function launch(name, timeoutMs) {
    const instance = instances[name];
    if (!instance) throw new Error(`no instance ${name}`);
    const child = instance.spawn();
    running.set(name, child);
    child.on('exit', (code, signal) => {
      if (running.get(name) === child) running.delete(name);
      if (!stopping && signal !== 'SIGKILL')
        console.error(`${name} stopped (${signal ?? `exit ${code}`}); the balancer sends its share to the others.`);
    });
    await waitFor(instance.ready, timeoutMs);
  }

  return {
    ports,
    webUrl,
    apiUrl,
    adminSocket,
    edgeHlsUrl: shared.MEDIA_EDGE_HLS_URL,
    schema: shared.DATABASE_SCHEMA,
    redisPrefix: shared.REDIS_PREFIX,

    async start() {
      mkdirSync(shared.DATA_DIR, { recursive: true });
      // The edge first, so the media engine's first pushes find it.
      await launch('edge');
      // One API after the other: the first runs the migrations and takes the feed before the second starts.
      await launch('api1', 300_000);
      await launch('api2', 300_000);
      await Promise.all([launch('web1'), launch('web2')]);
      await launch('haproxy');
    },

    /** SIGKILL to one process (`api1`, `web2`, …), as a crash would; resolves once it has exited. */
    kill(name) {
      const child = running.get(name);
      if (!child) return Promise.resolve();
      return new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGKILL');
      });
    },

    /** Starts a killed process again, as a supervisor would; resolves once it serves. */
    restart(name) {
      if (running.has(name)) throw new Error(`${name} is running`);
      return launch(name);
    },

    /** One command to HAProxy's runtime API, e.g. `set server api/api2 state drain`; its answer. */
    balancer(command) {
      return new Promise((resolve, reject) => {
        const connection = createConnection(adminSocket);
        let answer = '';
        connection.on('data', (chunk) => (answer += chunk));
        connection.on('end', () => resolve(answer.trim()));
        connection.on('error', reject);
        connection.end(`${command}\n`);
      });
    },

    /** SIGTERM to everything (SIGKILL after 10 s); resolves once all have exited. */
    async stop() {
      stopping = true;
      const children = [...running.values()];
      const force = setTimeout(() => children.forEach((child) => child.kill('SIGKILL')), 10_000);
      await Promise.all(children.map(stop));
      clearTimeout(force);
      if (adminDir) rmSync(adminDir, { recursive: true, force: true });
    },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const cluster = createCluster();
  const stopAll = async () => {
    await cluster.stop();
    // Ends a start still waiting for an instance too.
    process.exit(0);
  };
  process.on('SIGINT', stopAll);
  process.on('SIGTERM', stopAll);
  await cluster.start();
  const { ports, webUrl, apiUrl } = cluster;
  console.log(
    `\n看球直播 Kanqiu cluster (HAProxy, 2 webs, 2 APIs on PostgreSQL schema "${cluster.schema}" and Redis prefix "${cluster.redisPrefix}", the media edge):\n  web  ${webUrl}\n  API  ${apiUrl}\n  HLS  ${cluster.edgeHlsUrl}\n  metrics  APIs :${ports.apiMetrics.join(', :')}  webs :${ports.webMetrics.join(', :')}\n  HAProxy runtime API  ${cluster.adminSocket}\nPress Ctrl-C to stop.\n`,
  );
}
