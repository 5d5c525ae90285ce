import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { root, spawnApi, spawnWeb, stop, waitFor } from './product.mjs';

// `npm run cluster` (docs/deploy.md, "A balanced cluster"): Debian's HAProxy (deploy/haproxy.cfg) in front of two
// webs and two APIs on this machine's PostgreSQL and Redis. The first API runs the feed, the second the media
// engine. Every setting below can be changed through the environment; Ctrl-C stops everything.
const env = process.env;
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
const host = env.CLUSTER_HOST ?? '127.0.0.1';
const webUrl = `http://${host}:${ports.web}`;
const apiUrl = `http://${host}:${ports.api}`;
// The balancer connects from this address: the instances believe the X-Forwarded-For it appends, nobody else's.
const balancerAddress = '127.0.0.1';

const shared = {
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
};
const roles = [
  { FEED: env.FEED ?? 'on', MEDIA: 'off' },
  { FEED: 'off', MEDIA: env.MEDIA ?? 'on' },
];

/** The HAProxy process on deploy/haproxy.cfg, its ports given through the environment the file names. */
function spawnHaproxy() {
  const balancerEnv = {
    KQ_BIND: host,
    KQ_WEB_PORT: String(ports.web),
    KQ_API_PORT: String(ports.api),
    KQ_WEB1_PORT: String(ports.webs[0]),
    KQ_WEB2_PORT: String(ports.webs[1]),
    KQ_API1_PORT: String(ports.apis[0]),
    KQ_API2_PORT: String(ports.apis[1]),
  };
  return spawn(env.HAPROXY ?? 'haproxy', ['-db', '-f', join(root, 'deploy/haproxy.cfg')], {
    env: { ...env, ...balancerEnv },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

const running = new Set();
let stopping = false;
const watch = (name, child) => {
  running.add(child);
  child.on('exit', (code, signal) => {
    running.delete(child);
    if (!stopping)
      console.error(`${name} stopped (${signal ?? `exit ${code}`}); the balancer sends its share to the others.`);
  });
  return child;
};

async function stopAll() {
  if (stopping) return;
  stopping = true;
  const force = setTimeout(() => running.forEach((child) => child.kill('SIGKILL')), 10_000);
  await Promise.all([...running].map(stop));
  clearTimeout(force);
  // Ends a start still waiting for an instance too.
  process.exit(0);
}
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);

mkdirSync(shared.DATA_DIR, { recursive: true });
// One API after the other: the first runs the migrations and takes the feed before the second starts.
for (const [index, apiPort] of ports.apis.entries()) {
  const apiEnv = { ...shared, ...roles[index], METRICS_PORT: String(ports.apiMetrics[index]) };
  watch(`api${index + 1}`, spawnApi({ port: apiPort, env: apiEnv }));
  await waitFor(`http://127.0.0.1:${apiPort}/health/ready`, 300_000);
}
for (const [index, webPort] of ports.webs.entries()) {
  const webEnv = {
    WEB_TRUST_PROXY: balancerAddress,
    WEB_ORIGIN: shared.WEB_ORIGIN,
    PUBLIC_API_URL: apiUrl,
    WEB_METRICS_PORT: String(ports.webMetrics[index]),
  };
  // The webs call the APIs through the balancer too, so a dead API costs them nothing.
  watch(`web${index + 1}`, spawnWeb({ port: webPort, apiUrl, env: webEnv }));
}
for (const webPort of ports.webs) await waitFor(`http://127.0.0.1:${webPort}/health/ready`);
watch('haproxy', spawnHaproxy());
await waitFor(`${webUrl}/health/ready`);
console.log(
  `\n看球直播 Kanqiu cluster (HAProxy, 2 webs, 2 APIs on PostgreSQL schema "${shared.DATABASE_SCHEMA}" and Redis prefix "${shared.REDIS_PREFIX}"):\n  web  ${webUrl}\n  API  ${apiUrl}\n  metrics  APIs :${ports.apiMetrics.join(', :')}  webs :${ports.webMetrics.join(', :')}\nPress Ctrl-C to stop.\n`,
);
