import { composeServer } from './compose';
import { loadConfig } from './config';
import { installLastResort } from './platform/last-resort';
import { createLogger } from './platform/logger';
import { serveMetrics } from './platform/metrics/metrics-server';

/** Starts the API: compose, listen, then the feed; a clean stop on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config);
  installLastResort(logger);
  const server = await composeServer(config, { logger });
  await server.prepareFeed();
  await server.app.listen({ host: config.http.host, port: config.http.port });
  await server.startMedia();
  await server.startFeed();
  const { port: metricsPort, host: metricsHost } = config.metrics;
  const metrics = metricsPort
    ? await serveMetrics(server.metrics, { host: metricsHost, port: metricsPort }, logger)
    : null;

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping');
    await server.close();
    await metrics?.close();
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  logger.info(
    `API ready on http://localhost:${config.http.port} (docs: /docs, database: ${server.database.dialect}, bus: ${server.bus.kind})`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
