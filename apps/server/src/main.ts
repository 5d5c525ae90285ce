import { buildApp } from './app';
import { loadConfig } from './config';
import { startFeed } from './feed/start-feed';
import { createIngest } from './feed/ingest/ingest';
import { createFeedStatus } from './feed/feed-status';
import { openBus } from './platform/bus';
import { minuteAnchor, scaledClock, systemClock } from './platform/clock';
import { openDatabase } from './platform/db/database';
import { createLogger } from './platform/logger';
import { openHub } from './realtime/open-hub';

/** Composition root: config → platform → modules → feed → listen, and a clean stop on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config);
  const database = await openDatabase(config.database);
  const bus = await openBus(config.redis, logger);
  const hub = await openHub(config, bus, logger);
  const anchor = config.feed.anchor ?? minuteAnchor(systemClock);
  const sportsClock = scaledClock(systemClock, anchor, config.feed.speed);
  const ingest = createIngest({ db: database.db, hub, clock: sportsClock, logger });
  const feedStatus = createFeedStatus(config.feed.enabled ? 'starting' : 'off');
  const app = await buildApp({
    config,
    database,
    bus,
    hub,
    ingest,
    logger,
    clock: systemClock,
    sportsClock,
    feedStatus,
  });
  await app.listen({ host: config.http.host, port: config.http.port });
  const feed = await startFeed({
    config,
    db: database.db,
    ingest,
    logger,
    realClock: systemClock,
    anchor,
    status: feedStatus,
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping');
    await feed?.stop();
    await app.close();
    await hub.close();
    await bus.close();
    await database.close();
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  logger.info(
    `API ready on http://localhost:${config.http.port} (docs: /docs, database: ${database.dialect}, bus: ${bus.kind})`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
