import { fileURLToPath } from 'node:url';
import { loadDataset, type Dataset } from '../../src/feed/dataset/dataset';
import type { FeedEvent } from '../../src/feed/events';
import { ODDS_COMPANIES } from '../../src/feed/odds/companies';
import { createBasketballOddsProvider } from '../../src/feed/providers/basketball/basketball-odds';
import { createBasketballProvider } from '../../src/feed/providers/basketball/basketball-provider';
import { seedReference } from '../../src/feed/reference/seed-reference';
import type { TestServer } from './test-server';

/**
 * 2026-03-14 21:00 Beijing, a Saturday of both generated seasons: the NBA games of the morning and the CBA
 * game of 15:00 are finished, the CBA games of 20:00 at half-time; tests read what they need from the lists.
 */
export const BASKETBALL_NOW = Date.parse('2026-03-14T13:00:00Z') / 1000;
export const BASKETBALL_DAY = '2026-03-14';

let dataset: Dataset | undefined;

export function bundledDataset(): Dataset {
  dataset ??= loadDataset(fileURLToPath(new URL('../../../../data', import.meta.url)));
  return dataset;
}

/** The real game and odds providers at a fixed instant, with a one-day window either side. */
export function basketballProviders(at: number = BASKETBALL_NOW) {
  const clock = { now: at };
  const options = {
    ...bundledDataset().basketball,
    clock: () => clock.now,
    speed: 1,
    anchor: at,
    daysBack: 1,
    daysAhead: 1,
  };
  const games = createBasketballProvider(options);
  const odds = createBasketballOddsProvider(options);
  return {
    clock,
    bootstrap: (): FeedEvent[] => [...games.bootstrap(), ...odds.bootstrap()],
    tick: (): FeedEvent[] => [...games.tick(), ...odds.tick()],
    commit: (): void => {
      games.commit();
      odds.commit();
    },
  };
}

export async function seedBasketballReference(server: TestServer): Promise<void> {
  const oddsCompanies = ODDS_COMPANIES.map((c) => ({ id: c.id, name_zh: c.nameZh, margin: c.margin, sort: c.sort }));
  await seedReference(server.database.db, bundledDataset(), { teams: [], oddsCompanies });
}

/** Reference data, the server clock at BASKETBALL_NOW, and the providers' bootstrap through the real ingest. */
export async function seedBasketball(server: TestServer, extra: (at: number) => FeedEvent[] = () => []) {
  await seedBasketballReference(server);
  server.clock.now = BASKETBALL_NOW;
  const feed = basketballProviders();
  await server.ingest.ingest([...feed.bootstrap(), ...extra(BASKETBALL_NOW)]);
  return feed;
}
