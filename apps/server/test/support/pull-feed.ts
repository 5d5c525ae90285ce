import type { FeedProviderConfig } from '../../src/config';
import type { PullProvider } from '../../src/feed/feed-runner';
import type { TestServer } from './test-server';

/**
 * Runs a pull provider as the feed runner does, on the test's clock: a tick every 5 s, its events through the same
 * ingest, the API's clock moved along. `feed` is read at each call (tests make it in beforeAll).
 */
export function pullFeedDriver(server: () => TestServer, clock: { ms: number }, feed: () => PullProvider) {
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
export function mostRequestsInAMinute(log: readonly { at: number }[]): number {
  return Math.max(
    0,
    ...log.map((request) => log.filter((r) => r.at > request.at - 60_000 && r.at <= request.at).length),
  );
}

export const TEST_PROVIDER_KEY = 'test-apisports-key';

/** An account with the local provider at `url`: a live poll every 15 s, the calendar hourly, `perMinute` requests. */
export function localProviderConfig(
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
