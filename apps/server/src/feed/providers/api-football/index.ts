import type { Logger } from 'pino';
import type { FeedProviderConfig } from '../../../config';
import type { Db } from '../../../platform/db/database';
import type { PullProvider } from '../../feed-runner';
import { createApiFootballProvider, defaultTiming, type ApiFootballTiming } from './api-football-provider';
import { apiSportsAccount } from '../api-sports/account';
import { createIdentities } from '../api-sports/identities';
import { KNOWN_LEAGUES } from './leagues';

import { API_FOOTBALL_PROVIDER } from './translate';

export { API_FOOTBALL_PROVIDER };
export type { ApiFootballTiming } from './api-football-provider';

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
    ...apiSportsAccount(config),
    identities: createIdentities({
      db: deps.db,
      provider: API_FOOTBALL_PROVIDER,
      sport: 'football',
      leagues: KNOWN_LEAGUES,
      playerPool: 'squad',
    }),
    db: deps.db,
    leagues: config.leagues,
    bookmakers: config.bookmakers,
    timing: { ...defaultTiming(config.livePollSeconds * 1000, config.schedulePollSeconds * 1000), ...deps.timing },
    now: deps.now ?? Date.now,
    logger: deps.logger.child({ provider: 'api-football' }),
  });
}
