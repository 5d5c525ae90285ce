import type { FeedProviderConfig } from '../../../config';
import { createApiSportsClient } from './client';
import { createRequestBudget } from './request-budget';

const REQUEST_TIMEOUT_MS = 10_000;

/** An operator's account with one api-sports.io provider: its client (key, address) and its plan's request budget. */
export function apiSportsAccount(config: FeedProviderConfig) {
  return {
    client: createApiSportsClient({ baseUrl: config.baseUrl, key: config.key, timeoutMs: REQUEST_TIMEOUT_MS }),
    budget: createRequestBudget({ perMinute: config.requestsPerMinute, perDay: config.requestsPerDay }),
  };
}
