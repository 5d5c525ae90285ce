import type { Agent } from 'node:https';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { buildApp } from './app';
import type { Config } from './config';
import { archiveMatches } from './feed/dataset/archive';
import { loadDataset } from './feed/dataset/dataset';
import { historyResults } from './feed/dataset/history-results';
import type { Dataset } from './feed/dataset/types';
import { createIngest, type Ingest } from './feed/ingest/ingest';
import { fitStrengths, preMatchOutcomes } from './feed/odds';
import { createBasketballSeason } from './feed/providers/basketball/season';
import { BASKETBALL_PROVIDER } from './feed/providers/basketball/timeline';
import { buildReplaySchedule, busySlotBefore, fixturesOfTeam, replayIdPrefix } from './feed/providers/replay/calendar';
import { withSuperLeague } from './feed/providers/replay/super-league';
import { apiBasketballFeed } from './feed/providers/api-basketball';
import { apiFootballFeed } from './feed/providers/api-football';
import { competitionId } from './feed/reference/competition-ids';
import { basketballTeamPlaces, nbaRatingRows } from './feed/reference/basketball-reference';
import { REPLAY_PROVIDER } from './feed/providers/replay/replay-events';
import { bundledProviders, seedBundledReference, startFeed } from './feed/start-feed';
import { createMediaServer, mediaRoutes, registerMediaMetrics, type MediaServer } from './media';
import { kanqiuModules } from './module-list';
import type { SmsSender } from './modules/user';
import { openBus, type Bus } from './platform/bus';
import { createReadCache, type ReadCache } from './platform/cache/read-cache';
import { createAnswerMemory, type AnswerMemory } from './platform/http/answer-memory';
import { createRequestObserver } from './platform/http/request-observer';
import { createMetrics, type Metrics } from './platform/metrics/metrics';
import { registerPlatformMetrics } from './platform/metrics/platform-metrics';
import { createLocalDirectoryStore } from './platform/storage/local-directory-store';
import type { ObjectStore } from './platform/storage/object-store';
import { countSockets, hubObserver } from './realtime/hub-metrics';
import { minuteAnchor, scaledClock, systemClock, type Clock } from './platform/clock';
import { openDatabase, type DatabaseHandle } from './platform/db/database';
import { createFeedStatus, type FeedStatus } from './platform/feed-status';
import { createLogger } from './platform/logger';
import { collectMigrations } from './platform/module';
import type { RealtimeHub } from './realtime/hub';
import { openHub } from './realtime/open-hub';
import { hubOutboxMarksMigration } from './realtime/outbox-marks';

export type ComposeOptions = {
  logger?: Logger;
  /** Replaces both the real and the sports clock (tests move time by hand). */
  clock?: Clock;
  smsSender?: SmsSender;
  feedStatus?: FeedStatus;
  /** Tests render short, small demo clips. */
  demoClip?: { seconds: number; width: number; height: number };
  /** Tests run a push service of their own, whose certificate this agent trusts. */
  webPushAgent?: Agent;
  /** Where uploads and replays are kept; by default the files below DATA_DIR (an S3-compatible store goes here). */
  store?: ObjectStore;
};

export type ComposedServer = {
  app: FastifyInstance;
  config: Config;
  database: DatabaseHandle;
  bus: Bus;
  hub: RealtimeHub;
  ingest: Ingest;
  /** Reads computed once per version (platform/cache/read-cache.ts). */
  readCache: ReadCache;
  /** Cached reads' answers given again before the framework (platform/http/answer-memory.ts). */
  answerMemory: AnswerMemory;
  /** What `/metrics` tells an operator (platform/metrics). */
  metrics: Metrics;
  /** Uploads and replays (platform/storage). */
  store: ObjectStore;
  feedStatus: FeedStatus;
  logger: Logger;
  /**
   * Loads the bundled data set, seeds the reference data (competitions, teams, players) from it and, unless
   * FEED=off, builds the providers (the odds model fit): work that blocks the event loop, so do it before
   * the app listens.
   */
  prepareFeed(): Promise<void>;
  media: MediaServer;
  /** Starts RTMP ingest and the demo streams unless MEDIA=off; call once the app listens. */
  startMedia(): Promise<void>;
  /** Unless FEED=off, runs the bundled feed; call once the app listens. */
  startFeed(): Promise<void>;
  /** Stops the feed, the app and every connection, in that order. */
  close(): Promise<void>;
};

function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

/**
 * The one composition of the API (ARCHITECTURE §3): config → platform → modules → feed. `main.ts` and the
 * integration tests' server both build it here, so what is tested is what runs.
 */
export async function composeServer(config: Config, options: ComposeOptions = {}): Promise<ComposedServer> {
  const logger = options.logger ?? createLogger(config);
  const dataset = lazy<Dataset>(() => loadDataset(config.feed.dataDir));
  const season = lazy(() => createBasketballSeason(dataset().basketball));
  const archive = lazy(() => archiveMatches(dataset().football));
  const nbaRatings = lazy(() => nbaRatingRows(dataset().basketball));
  const footballById = lazy(() => new Map(dataset().football.matches.map((m) => [m.id, m])));
  const oddsTable = lazy(() => fitStrengths(dataset().football));
  const replaySchedule = lazy(() => buildReplaySchedule(withSuperLeague(dataset().football).matches));
  const feedStatus = options.feedStatus ?? createFeedStatus(config.feed.enabled ? 'starting' : 'off');
  const store = options.store ?? createLocalDirectoryStore(config.dataDir);
  const media = createMediaServer({
    config: config.media,
    store,
    logger,
    ...(options.demoClip ? { demoClip: options.demoClip } : {}),
  });
  const modules = kanqiuModules({
    feedStatus,
    media,
    basketballPastGames: {
      provider: BASKETBALL_PROVIDER,
      gamesOf: (teamId, before, limit, opponentId) => season().gamesOf(teamId, before, limit, opponentId),
    },
    footballArchive: { matches: archive, replayProvider: REPLAY_PROVIDER, replayIdPrefix },
    replayCalendar: {
      provider: REPLAY_PROVIDER,
      fixturesOf: (teamId, after, limit) =>
        fixturesOfTeam(replaySchedule(), teamId, after, limit).map((f) => ({
          providerMatchId: f.providerMatchId,
          competitionId: competitionId(f.competition),
          kickoffAt: f.kickoffAt,
          homeTeamId: f.match.home,
          awayTeamId: f.match.away,
        })),
    },
    basketballArchive: {
      provider: BASKETBALL_PROVIDER,
      nbaRatings,
      teams: (competitionId) => basketballTeamPlaces(dataset().basketball, competitionId),
      gamesOf: (teamId, before, limit) => season().gamesOf(teamId, before, limit),
    },
    oddsModelChances: (archiveMatchId) => {
      const match = footballById().get(archiveMatchId);
      return match ? preMatchOutcomes(oddsTable(), match) : null;
    },
    footballHistory: lazy(() => historyResults(dataset().football)),
    ...(options.smsSender ? { smsSender: options.smsSender } : {}),
    ...(options.webPushAgent ? { webPushAgent: options.webPushAgent } : {}),
  });

  const database = await openDatabase(config.database, collectMigrations(modules, [hubOutboxMarksMigration]), logger);
  const bus = await openBus(config.redis, logger);
  const metrics = createMetrics();
  const hub = await openHub(config, bus, database.db, logger, hubObserver(metrics));
  const realClock = options.clock ?? systemClock;
  // FEED_DEMO=busy moves the replay back to a busy real slot; the API's "now" moves with it.
  const startedAt = config.feed.anchor ?? minuteAnchor(systemClock);
  const demoShift = config.feed.demo === 'busy' ? busySlotBefore(startedAt) - startedAt : 0;
  const feedClock: Clock = demoShift === 0 ? realClock : () => realClock() + demoShift;
  const anchor = startedAt + demoShift;
  const sportsClock = options.clock ? feedClock : scaledClock(feedClock, anchor, config.feed.speed);
  // FEED=provider polls the real providers (API-Football, API-Basketball, or both) instead of the bundled replay and simulation.
  const providers = lazy(() => {
    const { provider: football, basketballProvider: basketball } = config.feed;
    const real = [
      ...(football ? [apiFootballFeed({ config: football, db: database.feedDb, logger })] : []),
      ...(basketball ? [apiBasketballFeed({ config: basketball, db: database.feedDb, logger })] : []),
    ];
    return real.length > 0 ? real : bundledProviders(dataset(), config.feed, feedClock, anchor);
  });
  const ingest = createIngest({ db: database.feedDb, hub, clock: sportsClock, logger });
  const readCache = await createReadCache({ bus, clock: realClock, logger });
  hub.onChange((channel) => readCache.forget([channel]));
  const requests = createRequestObserver(metrics, logger, config.requestLogLevel);
  registerPlatformMetrics(metrics, { database, bus, readCache, feedStatus });
  const answerMemory = createAnswerMemory(readCache, requests);
  const platform = {
    config,
    database,
    bus,
    hub,
    logger,
    clock: realClock,
    sportsClock,
    readCache,
    metrics,
    store,
    answerMemory,
    requests,
  };
  const app = await buildApp(platform, modules, ingest);
  countSockets(metrics, hub, () => app.websocketServer.clients.size);
  await app.register(mediaRoutes, { media, store });
  registerMediaMetrics(metrics, media);

  let feed: { stop: () => Promise<void> } | null = null;
  return {
    app,
    config,
    database,
    bus,
    hub,
    ingest,
    readCache,
    answerMemory,
    metrics,
    store,
    feedStatus,
    logger,
    async prepareFeed() {
      if (await seedBundledReference(database.db, dataset())) logger.info('reference data seeded');
      if (config.feed.enabled) providers();
    },
    media,
    startMedia: () => media.start(),
    async startFeed() {
      feed = await startFeed({
        config,
        db: database.feedDb,
        providers,
        ingest,
        logger,
        sportsClock,
        anchor,
        status: feedStatus,
      });
    },
    async close() {
      await media.stop();
      await feed?.stop();
      await app.close();
      await hub.close();
      await readCache.close();
      await bus.close();
      await database.close();
    },
  };
}
