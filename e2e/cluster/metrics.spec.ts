import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPrometheus, type Prometheus } from '../../apps/server/test/support/prometheus';
import { e2ePorts } from '../support/ports';

// `npm run cluster` (scripts/cluster.mjs) on this run's schema and key prefix, scraped by the real Prometheus with
// deploy/prometheus.yml's jobs (docs/deploy.md, "A balanced cluster on one machine").
const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
test.skip(!databaseUrl || !redisUrl, 'the cluster runs on PostgreSQL and Redis (DATABASE_URL, REDIS_URL)');

const base = e2ePorts.cluster;
const ports = {
  CLUSTER_WEB_PORT: base,
  CLUSTER_API_PORT: base + 1,
  CLUSTER_WEB1_PORT: base + 2,
  CLUSTER_WEB2_PORT: base + 3,
  CLUSTER_API1_PORT: base + 4,
  CLUSTER_API2_PORT: base + 5,
  CLUSTER_API1_METRICS_PORT: base + 6,
  CLUSTER_API2_METRICS_PORT: base + 7,
  CLUSTER_WEB1_METRICS_PORT: base + 8,
  CLUSTER_WEB2_METRICS_PORT: base + 9,
};
const target = (port: number) => `127.0.0.1:${port}`;
const apiTargets = [ports.CLUSTER_API1_METRICS_PORT, ports.CLUSTER_API2_METRICS_PORT].map(target);
const webTargets = [ports.CLUSTER_WEB1_METRICS_PORT, ports.CLUSTER_WEB2_METRICS_PORT].map(target);
const run = `cluster_${process.env.KQ_E2E_RUN}`;

/** deploy/prometheus.yml scraping every second, its targets this run's four instances. */
function deployedConfig(): string {
  const list = (targets: string[]) => `targets: [${targets.map((t) => `'${t}'`).join(', ')}]`;
  const [apiList, webList] = readFileSync('deploy/prometheus.yml', 'utf8').match(/targets: \[[^\]]*\]/g)!;
  return readFileSync('deploy/prometheus.yml', 'utf8')
    .replace(/scrape_interval: \S+/, 'scrape_interval: 1s')
    .replace(/scrape_timeout: \S+/, 'scrape_timeout: 1s')
    .replace(apiList!, list(apiTargets))
    .replace(webList!, list(webTargets));
}

async function eventually<T>(read: () => Promise<T | undefined>): Promise<T> {
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

let cluster: ChildProcess;
let dataDir: string;
let prometheus: Prometheus | undefined;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dataDir = mkdtempSync(join(tmpdir(), 'kanqiu-cluster-'));
  cluster = spawn(process.execPath, ['scripts/cluster.mjs'], {
    env: {
      ...process.env,
      ...Object.fromEntries(Object.entries(ports).map(([name, port]) => [name, String(port)])),
      DATABASE_SCHEMA: run,
      REDIS_PREFIX: `kanqiu:${run}:`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RTMP_PORT: String(e2ePorts.rtmp + 1),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    cluster.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('Press Ctrl-C') && resolve());
    cluster.once('exit', () => reject(new Error('the cluster did not start')));
  });
  prometheus = await startPrometheus(deployedConfig());
});

test.afterAll(async () => {
  prometheus?.close();
  if (cluster.exitCode === null) {
    cluster.kill('SIGINT');
    await new Promise((resolve) => cluster.once('exit', resolve));
  }
  rmSync(dataDir, { recursive: true, force: true });
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`drop schema if exists "${run}" cascade`);
  await client.end();
  const { default: Redis } = await import('ioredis');
  const redis = new Redis(redisUrl!);
  const keys = await redis.keys(`kanqiu:${run}:*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

test('Prometheus finds all four instances up, and a request through the balancer in their series', async ({
  request,
}) => {
  test.setTimeout(60_000);
  const up = await eventually(async () => {
    const series = await prometheus!.query('up == 1');
    return series.length === 4 ? series : undefined;
  });
  expect(up.map((s) => `${s.metric.job} ${s.metric.instance}`).sort()).toEqual(
    [...apiTargets.map((t) => `kanqiu-api ${t}`), ...webTargets.map((t) => `kanqiu-web ${t}`)].sort(),
  );
  const page = await request.get(`http://127.0.0.1:${ports.CLUSTER_WEB_PORT}/live/hot`);
  expect(page.status()).toBe(200);
  const read = await request.get(`http://127.0.0.1:${ports.CLUSTER_API_PORT}/live/football/v1_1/live`);
  expect(read.status()).toBe(200);
  const served = await eventually(async () =>
    (await prometheus!.query('kanqiu_http_requests_total{route="/live/football/v1_1/live",status="200"}')).find(
      (s) => s.value >= 1,
    ),
  );
  expect(apiTargets).toContain(served.metric.instance);
  const pages = await eventually(async () =>
    (await prometheus!.query('sum(kanqiu_web_requests_total{kind="page",status="200"})')).find((s) => s.value >= 1),
  );
  expect(pages.value).toBeGreaterThanOrEqual(1);
});
