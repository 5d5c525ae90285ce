import type { Logger } from 'pino';
import type { Config } from '../config';
import { createRedisLeaderLock, soleLeader } from '../platform/bus/leader-lock';
import type { Clock } from '../platform/clock';
import type { Db } from '../platform/db/database';
import type { Dataset } from './dataset/types';
import { createFeedRunner, type AnyFeedProvider, type FeedProvider } from './feed-runner';
import type { Ingest } from './ingest/ingest';
import { ODDS_COMPANIES, fitStrengths } from './odds';
import { createBasketballOddsProvider } from './providers/basketball/basketball-odds';
import { createBasketballProvider } from './providers/basketball/basketball-provider';
import { createReplayProvider } from './providers/replay/replay-provider';
import { createReplayOddsProvider } from './providers/replay/replay-odds';
import { SUPER_LEAGUE, withSuperLeague } from './providers/replay/super-league';
import { seedReference } from './reference/seed-reference';
import { scheduleRetention } from './retention';
import type { FeedStatus } from '../platform/feed-status';

const lockTtlMs = 15_000;

function oddsCompanyRows() {
  return ODDS_COMPANIES.map((c) => ({ id: c.id, name_zh: c.nameZh, margin: c.margin, sort: c.sort }));
}

/**
 * The bundled providers, built before the first slice: the odds model fit and the calendars are
 * synchronous work of a few hundred milliseconds that must not block an API already answering.
 */
export function bundledProviders(
  dataset: Dataset,
  config: Config['feed'],
  realClock: Clock,
  anchor: number,
): FeedProvider[] {
  const timing = {
    clock: realClock,
    speed: config.speed,
    anchor,
    daysBack: config.daysBack,
    daysAhead: config.daysAhead,
  };
  // 中超 2024 is replayed and priced with the others; its ratings are walked in kick-off order, not fitted.
  const football = withSuperLeague(dataset.football);
  const strengths = fitStrengths(football, [SUPER_LEAGUE]);
  return [
    { name: 'replay', ...createReplayProvider({ football, ...timing }) },
    createReplayOddsProvider({ football, strengths, ...timing }),
    { name: 'basketball', ...createBasketballProvider({ ...dataset.basketball, ...timing }) },
    createBasketballOddsProvider({ ...dataset.basketball, ...timing }),
  ];
}

/** Competitions, teams, players, squads, past results and odds companies from the bundled data set. */
export function seedBundledReference(db: Db, dataset: Dataset): Promise<boolean> {
  return seedReference(db, dataset, { teams: [], oddsCompanies: oddsCompanyRows() });
}

/**
 * Runs the bundled providers under the leader lock (the reference data is seeded first: seedBundledReference).
 * Old matches' details are trimmed hourly (FEED_RETENTION_DAYS). Returns null when FEED=off (another instance runs the feed, or an operator pushes everything).
 */
export async function startFeed(deps: {
  config: Config;
  db: Db;
  /** The bundled providers (see bundledProviders) or the real one (FEED=provider), made only when the feed runs. */
  providers: () => AnyFeedProvider[];
  ingest: Ingest;
  logger: Logger;
  anchor: number;
  status: FeedStatus;
  /** Match time, for the hourly retention: a match's age is counted on the replay's calendar (FEED_DEMO, FEED_SPEED). */
  sportsClock: Clock;
}): Promise<{ stop: () => Promise<void> } | null> {
  const { config, logger } = deps;
  if (!config.feed.enabled) return null;

  logger.info({ anchor: deps.anchor, speed: config.feed.speed }, 'feed: starting');
  const lock = config.redis.url
    ? await createRedisLeaderLock(config.redis.url, `${config.redis.prefix}feed:leader`, lockTtlMs, logger)
    : soleLeader;
  const runner = createFeedRunner({
    providers: deps.providers(),
    ingest: deps.ingest,
    lock,
    logger,
    tickMs: config.feed.tickMs,
    onReady: () => deps.status.set('ready'),
    onCaughtUp: (epochMs) => deps.status.setCaughtUpAt(epochMs),
  });
  await runner.start();
  const stopRetention = scheduleRetention(deps.db, deps.sportsClock, config.feed.retentionDays, logger);
  return {
    async stop() {
      stopRetention();
      await runner.stop();
    },
  };
}
