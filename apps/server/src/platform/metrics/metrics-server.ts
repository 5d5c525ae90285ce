import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import type { Metrics } from './metrics';

export type MetricsServer = { port: number; close(): Promise<void> };

/**
 * `GET /metrics` on a port of its own (METRICS_PORT, loopback unless METRICS_HOST says otherwise), so the public
 * API never exposes it and the balancer never routes to it.
 */
export async function serveMetrics(
  metrics: Metrics,
  where: { host: string; port: number },
  logger: Logger,
): Promise<MetricsServer> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found');
      return;
    }
    metrics.text().then(
      (text) => response.writeHead(200, { 'content-type': metrics.contentType }).end(text),
      (error: unknown) => {
        logger.error({ err: error }, 'metrics could not be collected');
        response.writeHead(500).end();
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(where.port, where.host, resolve);
  });
  logger.info(`metrics on http://${where.host}:${(server.address() as AddressInfo).port}/metrics`);
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
