import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { startPrometheus, type Prometheus } from '@kanqiu/test-factories';
import { clusterPorts, clusterServers, startE2eCluster } from '../support/cluster';
import { e2ePorts } from '../support/ports';

// `npm run cluster` (scripts/cluster.mjs) on this run's schema and key prefix, scraped by the real Prometheus with
// deploy/prometheus.yml's jobs (docs/deploy.md, "A balanced cluster on one machine").
test.skip(
  !clusterServers.databaseUrl || !clusterServers.redisUrl,
  'the cluster runs on PostgreSQL and Redis (DATABASE_URL, REDIS_URL)',
);

const ports = clusterPorts(e2ePorts.cluster);
const target = (port: number) => `127.0.0.1:${port}`;
const apiTargets = [ports.CLUSTER_API1_METRICS_PORT, ports.CLUSTER_API2_METRICS_PORT].map(target);
const webTargets = [ports.CLUSTER_WEB1_METRICS_PORT, ports.CLUSTER_WEB2_METRICS_PORT].map(target);

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

let cluster: { close(): Promise<void> } | undefined;
let prometheus: Prometheus | undefined;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  cluster = await startE2eCluster('cluster', 0);
  prometheus = await startPrometheus(deployedConfig());
});

test.afterAll(async () => {
  prometheus?.close();
  await cluster?.close();
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
