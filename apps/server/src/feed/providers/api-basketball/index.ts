import type { Logger } from 'pino';
import type { FeedProviderConfig } from '../../../config';
import type { Db } from '../../../platform/db/database';
import type { PullProvider } from '../../feed-runner';
import { apiSportsAccount } from '../api-sports/account';
import { createIdentities } from '../api-sports/identities';
import { createApiBasketballProvider, defaultTiming, type ApiBasketballTiming } from './api-basketball-provider';
import { KNOWN_LEAGUE_NAMES, KNOWN_LEAGUES, KNOWN_TEAM_NAMES } from './leagues';
import { API_BASKETBALL_PROVIDER } from './translate';

export { API_BASKETBALL_PROVIDER };
export type { ApiBasketballTiming } from './api-basketball-provider';

/** FEED=provider with API_BASKETBALL_KEY: API-Basketball polled with the operator's key and plan limits. */
export function apiBasketballFeed(deps: {
  config: FeedProviderConfig;
  db: Db;
  logger: Logger;
  /** Real time in milliseconds (tests move it by hand). */
  now?: () => number;
  /** Tests shorten the waits. */
  timing?: Partial<ApiBasketballTiming>;
}): PullProvider {
  const { config } = deps;
  return createApiBasketballProvider({
    ...apiSportsAccount(config),
    identities: createIdentities({
      db: deps.db,
      provider: API_BASKETBALL_PROVIDER,
      sport: 'basketball',
      leagues: KNOWN_LEAGUES,
      leagueNames: KNOWN_LEAGUE_NAMES,
      teamNames: KNOWN_TEAM_NAMES,
      playerPool: 'sport',
    }),
    db: deps.db,
    leagues: config.leagues,
    leagueNames: KNOWN_LEAGUE_NAMES,
    bookmakers: config.bookmakers,
    timing: { ...defaultTiming(config.livePollSeconds * 1000, config.schedulePollSeconds * 1000), ...deps.timing },
    now: deps.now ?? Date.now,
    logger: deps.logger.child({ provider: API_BASKETBALL_PROVIDER }),
  });
}
