import { fork, spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { createHmac } from 'node:crypto';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { root, spawnApi as spawnProductApi, spawnWeb, stop, waitFor } from '../scripts/product.mjs';

export { root, stop, waitFor };
export const ingestSecret = 'bench-ingest-secret-0123456789';

/** The machine's 1, 5 and 15-minute load averages, for a result's notes (the machine is shared). */
export const loadAverage = () =>
  loadavg()
    .map((load) => load.toFixed(2))
    .join(', ');

/**
 * A throughput bench's load: BENCH_CONNECTIONS, BENCH_SECONDS and BENCH_ROUNDS, or the bench's defaults (the ratio
 * benches': 100 connections, 3 rounds of 5 s).
 */
export const throughputSettings = (defaults = { connections: 100, duration: 5, rounds: 3 }) => ({
  connections: Number(process.env.BENCH_CONNECTIONS ?? defaults.connections),
  duration: Number(process.env.BENCH_SECONDS ?? defaults.duration),
  rounds: Number(process.env.BENCH_ROUNDS ?? defaults.rounds),
});

/** Starts the built API in its own process (on a fresh data directory unless given one) and waits for /health. */
export async function startApi({ port, env = {}, dataDir }) {
  const child = spawnApi({ port, env, dataDir });
  await waitFor(`http://127.0.0.1:${port}/health`);
  return child;
}

/** A fresh data directory for one API (or several sharing its SQLite file). */
export const benchDataDir = () => mkdtempSync(join(tmpdir(), 'kanqiu-bench-'));

/** Starts the built API in its own process on a fresh data directory, without waiting for it. */
export function spawnApi({ port, env = {}, dataDir = benchDataDir() }) {
  // BENCH_API_NODE_ARGS: flags for the API's node only, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
  const nodeArgs = process.env.BENCH_API_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  return spawnProductApi({
    port,
    nodeArgs,
    env: {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      INGEST_SECRET: ingestSecret,
      // Production refuses the built-in secrets.
      ID_NUMBER_HASH_KEY: 'bench-id-number-hash-key',
      UPLOAD_URL_KEY: 'bench-upload-url-key',
      SOCKET_TOKEN_KEY: 'bench-socket-token-key-socket',
      DATABASE_URL: '',
      REDIS_URL: '',
      ...env,
    },
  });
}

/** Starts the built web (production) in front of the API on `apiPort`, without waiting for it. */
export const startWeb = ({ port, apiPort }) => spawnWeb({ port, apiUrl: `http://127.0.0.1:${apiPort}` });

export function startNode(script, env = {}) {
  return spawn(process.execPath, [join(root, script)], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

/** The bare Fastify JSON route (bench/bare-fastify.mjs) a throughput bench compares the API with, up on `port`. */
export async function startBare(port) {
  const bare = startNode('bench/bare-fastify.mjs', { PORT: String(port) });
  await waitFor(`http://127.0.0.1:${port}/bare`);
  return bare;
}

/**
 * A ratio bench's two servers side by side: the bare route up on `barePort`, the API on `apiPort` ready (its feed may
 * still be catching up). `measure` runs the bare route and the targets in alternating rounds under the bench's load
 * (throughputSettings, also returned) and gives each one's best, the bare route's first; `stop` stops both.
 */
export async function startBesideBare({ apiPort, barePort, env, dataDir }) {
  const bare = await startBare(barePort);
  const api = await startApi({ port: apiPort, env, dataDir });
  await waitFor(`http://127.0.0.1:${apiPort}/health/ready`);
  const bareUrl = `http://127.0.0.1:${barePort}/bare`;
  const load = throughputSettings();
  return {
    ...load,
    apiUrl: `http://127.0.0.1:${apiPort}`,
    bareUrl,
    measure: (targets) => bestOfAlternatingRounds([{ url: bareUrl }, ...targets], load),
    stop: async () => {
      await stop(api);
      await stop(bare);
    },
  };
}

export async function pushEvents(port, events) {
  const body = JSON.stringify({ events });
  const timestamp = Math.floor(Date.now() / 1000);
  const signature = `sha256=${createHmac('sha256', ingestSecret).update(`${timestamp}.${body}`).digest('hex')}`;
  const response = await fetch(`http://127.0.0.1:${port}/feed/push`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-kanqiu-timestamp': String(timestamp),
      'x-kanqiu-signature': signature,
    },
    body,
  });
  const result = await response.json();
  if (result.code !== 200) throw new Error(`push failed: ${JSON.stringify(result)}`);
  return result.data;
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export function writeResult(name, result, markdown) {
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  writeFileSync(join(root, `bench/results/${name}-${stamp}.json`), `${JSON.stringify(result, null, 2)}\n`);
  writeFileSync(join(root, `bench/results/${name}.md`), markdown);
  console.log(markdown);
}

/** Wall-clock milliseconds with sub-millisecond precision, comparable across processes. */
export function wallClockMs() {
  return performance.timeOrigin + performance.now();
}

/** Requests that take the header sets in turn (a crowd of fans, each with their own token or cookie). */
function inTurn(headerSets) {
  let next = 0;
  const setupRequest = (request) => {
    next = (next + 1) % headerSets.length;
    return { ...request, headers: { ...request.headers, ...headerSets[next] } };
  };
  return [{ setupRequest }];
}

/**
 * One autocannon run against `url`, summarised as requests a second, latency and failed answers;
 * a JSON `body` makes it a POST; `headers` go with every request, and each of `crowd` (header sets) in turn.
 */
export async function measureThroughput(url, { connections, duration, method = 'GET', body, headers = {}, crowd }) {
  const request = body
    ? { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } }
    : { method, headers };
  if (crowd) request.requests = inTurn(crowd);
  const result = await new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, ...request }, (error, done) => (error ? reject(error) : resolve(done)));
  });
  return {
    requestsPerSec: result.requests.average,
    latencyP50: result.latency.p50,
    latencyP99: result.latency.p99,
    bytesPerResponse: result.requests.total ? Math.round(result.throughput.total / result.requests.total) : 0,
    errors: result.errors + result.non2xx,
  };
}

/**
 * The machine is shared, so its load swings: each target ({ url, body?, headers?, crowd? }) is measured in alternating
 * rounds and its best round is kept, in the targets' order.
 */
export async function bestOfAlternatingRounds(targets, { rounds, connections, duration }) {
  const results = targets.map(() => []);
  for (let round = 0; round < rounds; round += 1)
    for (const [index, { url, ...request }] of targets.entries())
      results[index].push(await measureThroughput(url, { connections, duration, ...request }));
  return results.map((list) => list.toSorted((a, b) => b.requestsPerSec - a.requestsPerSec)[0]);
}

/** What browsers send (the web's server-side fetch accepts gzip too): the API may answer compressed. */
export const browserEncodings = { 'accept-encoding': 'gzip, deflate, br' };

export const throughputRow = (name, r) =>
  `| ${name} | ${r.requestsPerSec.toFixed(0)} | ${r.latencyP50} | ${r.latencyP99} | ${r.bytesPerResponse} | ${r.errors} |`;

/**
 * bench/fanout-clients.mjs in `processes` processes sharing `count` clients (each its COUNT from its OFFSET), with
 * `env(index)` added; resolves once every process has connected its clients, and ends them all when one exits first.
 */
export async function startFanoutClients({ count, processes, env }) {
  const per = Math.ceil(count / processes);
  const workers = Array.from({ length: processes }, (_, w) =>
    fork(join(root, 'bench/fanout-clients.mjs'), {
      env: { ...process.env, ...env(w), COUNT: String(Math.min(per, count - w * per)), OFFSET: String(w * per) },
    }),
  );
  try {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise((resolve, reject) => {
            worker.once('message', resolve);
            worker.once('exit', (code) => reject(new Error(`client worker exited with ${code}`)));
          }),
      ),
    );
  } catch (error) {
    for (const worker of workers) worker.kill();
    throw error;
  }
  return workers;
}

/** A fanout-clients process's answer to `type` (report, histogram, …). */
export const askClients = (worker, type) =>
  new Promise((resolve) => {
    worker.once('message', resolve);
    worker.send({ type });
  });
