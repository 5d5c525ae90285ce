import { buildApp } from './app';
import { loadConfig } from './config';
import { openBus } from './platform/bus';
import { systemClock } from './platform/clock';
import { openDatabase } from './platform/db/database';
import { createLogger } from './platform/logger';

/** Composition root: config → platform → modules → listen, and a clean stop on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config);
  const database = await openDatabase(config.database);
  const bus = await openBus(config.redis, logger);
  const app = await buildApp({ config, database, bus, logger, clock: systemClock });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping');
    await app.close();
    await bus.close();
    await database.close();
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ host: config.http.host, port: config.http.port });
  logger.info(`API ready on http://localhost:${config.http.port} (docs: /docs, database: ${database.dialect}, bus: ${bus.kind})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
