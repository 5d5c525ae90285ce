/**
 * The web server's figures for Prometheus (prom-client): requests by kind and status, their time, the guests'
 * pages given from memory, and the process's own (heap, event-loop delay). Served on a port of its own
 * (WEB_METRICS_PORT, loopback unless WEB_METRICS_HOST says otherwise), never on the public one.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import { FAN_DATA_PATH } from './fan-data';

/** What a request asked for: a page, its data (`.data`), a form post, a file. */
export function requestKind(method: string | undefined, path: string): 'page' | 'data' | 'action' | 'file' {
  if (method !== 'GET' && method !== 'HEAD') return 'action';
  if (path.endsWith('.data') || path === FAN_DATA_PATH) return 'data';
  return /\.[^/.]+$/.test(path) ? 'file' : 'page';
}

export function createWebMetrics(pagesFromMemory: () => number) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'kanqiu_web_' });
  const labelNames = ['kind', 'status'];
  const total = new Counter({
    name: 'kanqiu_web_requests_total',
    help: 'Requests answered, by kind and status',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'kanqiu_web_request_duration_seconds',
    help: 'Time to answer, by kind and status',
    labelNames,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  new Counter({
    name: 'kanqiu_web_pages_from_memory_total',
    help: "Guests' pages given from memory before the framework",
    registers: [registry],
    collect() {
      this.reset();
      this.inc(pagesFromMemory());
    },
  });
  return {
    /** Counts and times a request once its answer is sent. */
    observe(request: IncomingMessage, response: ServerResponse): void {
      const started = performance.now();
      response.once('finish', () => {
        const labels = {
          kind: requestKind(request.method, (request.url ?? '').split('?')[0] ?? ''),
          status: String(response.statusCode),
        };
        total.inc(labels);
        duration.observe(labels, (performance.now() - started) / 1000);
      });
    },
    /** The text Prometheus reads. */
    text: () => registry.metrics(),
    /** `GET /metrics` on its own port. */
    serve(host: string, port: number): Promise<void> {
      const server = createServer((request, response) => {
        if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics')
          return void response.writeHead(404).end();
        void registry
          .metrics()
          .then((text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text));
      });
      return new Promise((resolve) => server.listen(port, host, resolve));
    },
  };
}
