import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveMetrics, type MetricsServer } from '../../src/platform/metrics/metrics-server';
import pino from 'pino';
import { get, post, registerUser } from '../support/api';
import { openHubClient } from '../support/hub-client';
import { prometheusAvailable, startPrometheus, type Prometheus } from '@kanqiu/test-factories';
import { backends } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';

/** The value of one series in Prometheus' text format, or undefined when it is not there. */
function seriesValue(text: string, series: string): number | undefined {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe.each(backends())('/metrics on $name', (backend) => {
  const server = useTestServer(backend);
  let metrics: MetricsServer;
  const scrape = async () => {
    const response = await fetch(`http://127.0.0.1:${metrics.port}/metrics`);
    expect(response.headers.get('content-type')).toContain('text/plain');
    return response.text();
  };

  beforeAll(async () => {
    metrics = await serveMetrics(server().metrics, { host: '127.0.0.1', port: 0 }, pino({ level: 'silent' }));
  });
  afterAll(() => metrics.close());

  it('counts and times requests by route pattern and status, from memory too', async () => {
    const route = 'route="/live/fb/match/live/navigation/:id"';
    for (let index = 0; index < 3; index += 1) await get(server(), '/live/fb/match/live/navigation/999999');
    await get(server(), '/live/football/v1_1/live');
    await get(server(), '/live/football/v1_1/live');
    const text = await scrape();
    expect(seriesValue(text, `kanqiu_http_requests_total{method="GET",${route},status="200"}`)).toBe(3);
    const list = '{method="GET",route="/live/football/v1_1/live",status="200"}';
    expect(seriesValue(text, `kanqiu_http_requests_total${list}`)).toBe(2);
    expect(seriesValue(text, `kanqiu_http_request_duration_seconds_count${list}`)).toBe(2);
    expect(seriesValue(text, 'kanqiu_http_answers_from_memory_total')).toBeGreaterThanOrEqual(1);
    // A URL a client invents is one series, not one per URL.
    await get(server(), '/no/such/path/1');
    await get(server(), '/no/such/path/2');
    expect(seriesValue(await scrape(), 'kanqiu_http_requests_total{method="GET",route="unmatched",status="404"}')).toBe(
      2,
    );
  });

  it('tells whether the database and the bus answer, the read cache’s hits and the process’s own figures', async () => {
    // Another encoding is another remembered answer, so the framework reads the list again: from the read cache.
    for (const encoding of ['gzip', 'br'])
      await fetch(`${server().url}/live/football/v1_1/live`, { headers: { 'accept-encoding': encoding } });
    const text = await scrape();
    const dialect = backend.databaseUrl ? 'postgres' : 'sqlite';
    expect(seriesValue(text, `kanqiu_dependency_up{dependency="${dialect}"}`)).toBe(1);
    expect(seriesValue(text, `kanqiu_dependency_up{dependency="${backend.redisUrl ? 'redis' : 'memory'}"}`)).toBe(1);
    expect(seriesValue(text, 'kanqiu_read_cache_hits_total')).toBeGreaterThan(0);
    expect(text).toContain('kanqiu_nodejs_eventloop_lag_p99_seconds');
    expect(text).toContain('kanqiu_process_resident_memory_bytes');
    if (backend.databaseUrl)
      expect(seriesValue(text, 'kanqiu_db_pool_connections{state="waiting"}')).toBeGreaterThanOrEqual(0);
  });

  it('counts the sockets by channel, the hub’s publications and fan-out, and the ledger’s operations', async () => {
    const live = await openHubClient(server());
    try {
      live.send({ op: 'subscribe', topics: ['live:football'] });
      await live.next('subscribed');
      await server().hub.publish('live:football', { metrics: true });
      await live.next('diff');
      const fan = await registerUser(server());
      await post(server(), '/user/wallet/sign-in', {}, { token: fan.token });
      const text = await scrape();
      expect(seriesValue(text, 'kanqiu_websockets_open')).toBeGreaterThanOrEqual(1);
      expect(seriesValue(text, 'kanqiu_hub_subscriptions{namespace="live"}')).toBeGreaterThanOrEqual(1);
      expect(seriesValue(text, 'kanqiu_hub_publications_total{namespace="live"}')).toBeGreaterThanOrEqual(1);
      expect(seriesValue(text, 'kanqiu_hub_fanout_seconds_count{namespace="live"}')).toBeGreaterThanOrEqual(1);
      expect(seriesValue(text, 'kanqiu_ledger_operations_total{reason="signIn",currency="point"}')).toBe(1);
      expect(seriesValue(text, 'kanqiu_media_streams_live')).toBe(0);
    } finally {
      live.socket.close();
    }
  });

  it('has every API figure the dashboard of deploy/grafana draws', async () => {
    const dashboard = readFileSync(new URL('../../../../deploy/grafana/kanqiu.json', import.meta.url), 'utf8');
    const drawn = new Set(dashboard.match(/kanqiu_(?!web_)[a-z0-9_]+/g));
    expect(drawn.size).toBeGreaterThan(8);
    const text = await scrape();
    // A family is declared (`# TYPE`) before anything has been counted in it.
    for (const name of drawn) expect(text, name).toContain(`# TYPE ${name.replace(/_(bucket|count|sum)$/, '')} `);
  });

  it('answers nothing but /metrics on its port', async () => {
    expect((await fetch(`http://127.0.0.1:${metrics.port}/live/football/v1_1/live`)).status).toBe(404);
  });
});

/** deploy/prometheus.yml with its targets replaced by this test's, every second. */
function deployedConfigFor(apiTarget: string): string {
  const deployed = readFileSync(new URL('../../../../deploy/prometheus.yml', import.meta.url), 'utf8');
  return deployed
    .replace(/scrape_interval: \S+/, 'scrape_interval: 1s')
    .replace(/scrape_timeout: \S+/, 'scrape_timeout: 1s')
    .replace(/targets: \[[^\]]*9464[^\]]*\]/, `targets: ['${apiTarget}']`)
    .replace(/\n {2}- job_name: kanqiu-web[\s\S]*$/, '\n');
}

describe.skipIf(!prometheusAvailable() && !process.env.CI)('the real Prometheus reading the API', () => {
  const server = useTestServer(backends()[0]!);
  let metrics: MetricsServer;
  let prometheus: Prometheus;

  beforeAll(async () => {
    metrics = await serveMetrics(server().metrics, { host: '127.0.0.1', port: 0 }, pino({ level: 'silent' }));
    prometheus = await startPrometheus(deployedConfigFor(`127.0.0.1:${metrics.port}`));
  }, 30_000);
  afterAll(async () => {
    prometheus?.close();
    await metrics?.close();
  });

  const eventually = async <T>(read: () => Promise<T | undefined>): Promise<T> => {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const value = await read();
      if (value !== undefined) return value;
      if (Date.now() > deadline) throw new Error('Prometheus never saw it');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };

  it('finds the instance up and a request in its series', async () => {
    const up = await eventually(async () =>
      (await prometheus.query('up{job="kanqiu-api"}')).find((s) => s.value === 1),
    );
    expect(up.metric.instance).toBe(`127.0.0.1:${metrics.port}`);
    await get(server(), '/health/ready');
    const series = await eventually(async () =>
      (await prometheus.query('kanqiu_http_requests_total{route="/health/ready"}')).find((s) => s.value >= 1),
    );
    expect(series.metric).toMatchObject({ job: 'kanqiu-api', method: 'GET', status: '200' });
  }, 45_000);
});
