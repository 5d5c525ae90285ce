import pino, { type Logger } from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FeedProviderConfig } from '../../src/config';
import type { PullProvider } from '../../src/feed/feed-runner';
import { CREATED_ID_BASE } from '../../src/feed/providers/api-sports/identities';
import { startTestServer, type Backend, type TestServer } from './test-server';

/**
 * Runs a pull provider as the feed runner does, on the test's clock: a tick every 5 s, its events through the same
 * ingest, the API's clock moved along. `feed` is read at each call (tests make it in beforeAll).
 */
function pullFeedDriver(server: () => TestServer, clock: { ms: number }, feed: () => PullProvider) {
  return async function play(seconds: number): Promise<void> {
    for (let t = 0; t < seconds; t += 5) {
      clock.ms += 5000;
      server().clock.now = Math.floor(clock.ms / 1000);
      const events = await feed().tick();
      if (events.length > 0) await server().ingest.ingest(events);
    }
  };
}

/** The most requests a provider was asked in any 60 seconds of the test's clock. */
function mostRequestsInAMinute(log: readonly { at: number }[]): number {
  return Math.max(
    0,
    ...log.map((request) => log.filter((r) => r.at > request.at - 60_000 && r.at <= request.at).length),
  );
}

const TEST_PROVIDER_KEY = 'test-apisports-key';

/** An account with the local provider at `url`: a live poll every 15 s, the calendar hourly, `perMinute` requests. */
function localProviderConfig(
  url: string,
  perMinute: number,
  follow: { leagues: number[]; bookmakers: [number, number][] },
): FeedProviderConfig {
  return {
    key: TEST_PROVIDER_KEY,
    baseUrl: url,
    leagues: follow.leagues,
    bookmakers: new Map(follow.bookmakers),
    requestsPerMinute: perMinute,
    requestsPerDay: 5000,
    livePollSeconds: 15,
    schedulePollSeconds: 3600,
  };
}

/** A local provider the test moves from one recorded stage to the next. */
type StagedProvider<S> = { url: string; setStage(stage: S): void; close(): Promise<void> };
type FeedDeps = { config: FeedProviderConfig; db: TestServer['database']['db']; logger: Logger; now: () => number };

/** The requests a minute the tests' provider account allows. */
const PER_MINUTE = 10;

/**
 * A test server, a local provider and a pull feed on one clock, started in beforeAll and closed in afterAll.
 * `play(seconds)` runs the feed; `reach(stage)` moves the provider to a stage and plays a minute (or `seconds`).
 */
export function usePullFeed<S, P extends StagedProvider<S>>(
  backend: Backend,
  setup: {
    seed: (server: TestServer) => Promise<void>;
    /** Starts the local provider with the tests' key and clock; `serverNow` is the API's time in seconds. */
    provider: (local: { key: string; now: () => number }, serverNow: number) => Promise<P>;
    /** The provider's leagues and bookmakers (its id → odds company) the account follows. */
    follow: { leagues: number[]; bookmakers: [number, number][] };
    feed: (deps: FeedDeps) => PullProvider;
  },
) {
  const started = {} as { server: TestServer; provider: P };
  const clock = { ms: 0 };
  let feed: PullProvider;
  const now = () => clock.ms;

  beforeAll(async () => {
    started.server = await startTestServer(backend);
    await setup.seed(started.server);
    clock.ms = started.server.clock.now * 1000;
    started.provider = await setup.provider({ key: TEST_PROVIDER_KEY, now }, started.server.clock.now);
    feed = setup.feed({
      config: localProviderConfig(started.provider.url, PER_MINUTE, setup.follow),
      db: started.server.database.db,
      logger: pino({ level: 'silent' }),
      now,
    });
  });
  afterAll(async () => {
    await started.provider?.close();
    await started.server?.close();
  });

  const play = pullFeedDriver(
    () => started.server,
    clock,
    () => feed,
  );
  async function reach(stage: S, seconds = 60) {
    started.provider.setStage(stage);
    await play(seconds);
  }
  const stored = {
    oddsLines: (matchId: number) => storedOddsLines(started.server, matchId),
    match: (provider: string, providerMatchId: number) => storedMatch(started.server, provider, providerMatchId),
  };
  /** A player the feed created: an id of its own, the provider's name kept and the shown one transliterated. */
  async function expectCreatedPlayer(id: number, shownName: string, sourceName: string) {
    expect(id).toBeGreaterThanOrEqual(CREATED_ID_BASE);
    expect(await storedPlayer(started.server, id)).toMatchObject({
      source_name: sourceName,
      name_source: 'transliterated',
      name: shownName,
    });
  }
  return Object.assign(started, { play, reach, stored, expectCreatedPlayer });
}

/** The odds lines stored for a match as [company, market, phase, left, middle, right], by market then phase. */
async function storedOddsLines(server: TestServer, matchId: number) {
  const odds = await server.database.db
    .selectFrom('odds_lines')
    .select(['company_id', 'market', 'phase', 'left_value', 'middle_value', 'right_value'])
    .where('match_id', '=', matchId)
    .orderBy('market')
    .orderBy('phase')
    .execute();
  return odds.map((o) => [o.company_id, o.market, o.phase, o.left_value, o.middle_value, o.right_value]);
}

async function storedPlayer(server: TestServer, id: number) {
  return server.database.db
    .selectFrom('players')
    .select(['name', 'source_name', 'name_source'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The check every pull feed's test ends with: the provider was never asked more than the account allows. */
export function itKeptToTheRateLimit(started: { provider: { log: readonly { at: number }[] } }) {
  it(`never asked more than ${PER_MINUTE} requests in any minute`, () => {
    expect(started.provider.log.length).toBeGreaterThan(50);
    expect(mostRequestsInAMinute(started.provider.log)).toBeLessThanOrEqual(PER_MINUTE);
  });
}

/** The match a provider's id was stored as: its id, competition, teams, source and sport. */
async function storedMatch(server: TestServer, provider: string, providerMatchId: number) {
  return server.database.db
    .selectFrom('matches')
    .select(['id', 'competition_id', 'home_team_id', 'away_team_id', 'source', 'sport'])
    .where('provider', '=', provider)
    .where('provider_match_id', '=', String(providerMatchId))
    .executeTakeFirstOrThrow();
}
