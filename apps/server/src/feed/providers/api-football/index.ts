import type { Logger } from 'pino';
import type { FeedProviderConfig } from '../../../config';
import type { Db } from '../../../platform/db/database';
import type { PullProvider } from '../../feed-runner';
import { createApiFootballProvider, defaultTiming, type ApiFootballTiming } from './api-football-provider';
import { createApiFootballClient } from './client';
import { createIdentities } from './identities';
import { KNOWN_LEAGUES } from './leagues';
import { createRequestBudget } from './request-budget';

export { API_FOOTBALL_PROVIDER } from './translate';
export type { ApiFootballTiming } from './api-football-provider';

const REQUEST_TIMEOUT_MS = 10_000;

/** FEED=provider: API-Football polled with the operator's key and plan limits (config FEED_PROVIDER_*). */
export function apiFootballFeed(deps: {
  config: FeedProviderConfig;
  db: Db;
  logger: Logger;
  /** Real time in milliseconds (tests move it by hand). */
  now?: () => number;
  /** Tests shorten the waits. */
  timing?: Partial<ApiFootballTiming>;
}): PullProvider {
  const { config } = deps;
  return createApiFootballProvider({
    client: createApiFootballClient({ baseUrl: config.baseUrl, key: config.key, timeoutMs: REQUEST_TIMEOUT_MS }),
    budget: createRequestBudget({ perMinute: config.requestsPerMinute, perDay: config.requestsPerDay }),
    identities: createIdentities({ db: deps.db, provider: 'api-football', sport: 'football', leagues: KNOWN_LEAGUES }),
    db: deps.db,
    leagues: config.leagues,
    bookmakers: config.bookmakers,
    timing: { ...defaultTiming(config.livePollSeconds * 1000, config.schedulePollSeconds * 1000), ...deps.timing },
    now: deps.now ?? Date.now,
    logger: deps.logger.child({ provider: 'api-football' }),
  });
}
