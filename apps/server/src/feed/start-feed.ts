import type { Logger } from 'pino';
import type { Config } from '../config';
import { createRedisLeaderLock, soleLeader } from '../platform/bus/leader-lock';
import type { Clock } from '../platform/clock';
import type { Db } from '../platform/db/database';
import { loadDataset } from './dataset/dataset';
import { createFeedRunner, type FeedProvider, type FeedRunner } from './feed-runner';
import type { Ingest } from './ingest/ingest';
import { seedReference } from './reference/seed-reference';

const lockTtlMs = 15_000;

/** The process start rounded down to the minute: instances started in the same minute replay alike. */
function defaultAnchor(clock: Clock): number {
  return Math.floor(clock() / 60) * 60;
}

/**
 * Seeds reference data from the bundled data set and starts the providers under the leader lock.
 * Returns null when FEED=off (another instance runs the feed, or an operator pushes everything).
 */
export async function startFeed(deps: {
  config: Config;
  db: Db;
  ingest: Ingest;
  logger: Logger;
  clock: Clock;
}): Promise<FeedRunner | null> {
  const { config, logger } = deps;
  const dataset = loadDataset(config.feed.dataDir);
  if (await seedReference(deps.db, dataset, { teams: [], oddsCompanies: [] })) logger.info('reference data seeded');
  if (!config.feed.enabled) return null;

  const anchor = config.feed.anchor ?? defaultAnchor(deps.clock);
  const providers: FeedProvider[] = [];
  logger.info({ anchor, speed: config.feed.speed }, 'feed: starting');
  const lock = config.redis.url
    ? await createRedisLeaderLock(config.redis.url, `${config.redis.prefix}feed:leader`, lockTtlMs)
    : soleLeader;
  const runner = createFeedRunner({ providers, ingest: deps.ingest, lock, logger, tickMs: config.feed.tickMs });
  await runner.start();
  return runner;
}
