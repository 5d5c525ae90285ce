import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveMetrics, type MetricsServer } from '../../src/platform/metrics/metrics-server';
import pino from 'pino';
import { get } from '../support/api';
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

  it('answers nothing but /metrics on its port', async () => {
    expect((await fetch(`http://127.0.0.1:${metrics.port}/live/football/v1_1/live`)).status).toBe(404);
  });
});
