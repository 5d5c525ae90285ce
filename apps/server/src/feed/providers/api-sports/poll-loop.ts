/**
 * The polling loop both api-sports.io adapters share: each tick asks the most urgent request due (one request a
 * job), as many as the request budget allows; a 429 or an outage pauses every request and backs off, a refused
 * request is logged and left until it is next due. The rows a reseed removed are put back before the first request.
 */
import type { Logger } from 'pino';
import type { Db } from '../../../platform/db/database';
import type { FeedEvent } from '../../events';
import { ProviderError, type ApiSportsClient } from './client';
import type { Identities } from './identities';
import { createBackoff, type RequestBudget } from './request-budget';

/** What an api-sports.io pull provider is made of. */
export type PullProviderDeps<Timing extends PollTiming> = {
  client: ApiSportsClient;
  budget: RequestBudget;
  identities: Identities;
  db: Db;
  /** The provider's league ids to follow. */
  leagues: readonly number[];
  /** The provider's bookmaker id → Kanqiu odds company id; none: odds are not asked for. */
  bookmakers: ReadonlyMap<number, number>;
  timing: Timing;
  /** Real time in milliseconds. */
  now: () => number;
  logger: Logger;
};

/** One request: `run` asks it and turns the answer into events, `done` notes it asked (not called after a failure). */
export type Job = { name: string; run: () => Promise<FeedEvent[]>; done: () => void };

export type BackoffTiming = {
  /** The first wait after a failure; waits double up to `maxBackoffMs`. */
  outageBackoffMs: number;
  rateLimitBackoffMs: number;
  maxBackoffMs: number;
};

const DEFAULT_BACKOFF: BackoffTiming = {
  outageBackoffMs: 5_000,
  rateLimitBackoffMs: 60_000,
  maxBackoffMs: 900_000,
};

/** How often each kind of request is due, and the waits after failures. */
export type PollTiming = BackoffTiming & {
  livePollMs: number;
  schedulePollMs: number;
  statisticsPollMs: number;
  /** Pre-match odds of matches starting within a day. */
  oddsPollMs: number;
  /** Days after today whose matches the calendar reads. */
  daysAhead: number;
};

/** Statistics every four live polls and at least every minute, the calendar two days ahead. */
export const pollTiming = (livePollMs: number, schedulePollMs: number, oddsPollMs: number): PollTiming => ({
  livePollMs,
  schedulePollMs,
  statisticsPollMs: Math.max(60_000, livePollMs * 4),
  oddsPollMs,
  daysAhead: 2,
  ...DEFAULT_BACKOFF,
});

export const utcDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

export function createPollLoop(deps: {
  /** The provider's name in the log. */
  label: string;
  budget: RequestBudget;
  timing: BackoffTiming;
  now: () => number;
  logger: Logger;
  restoreCreated: () => Promise<number>;
  /** The most urgent job due at `now` whose name is not in `tried`, or null. */
  nextJob: (now: number, tried: ReadonlySet<string>) => Job | null;
}): () => Promise<FeedEvent[]> {
  const { label, budget, timing, logger } = deps;
  const outage = createBackoff(timing.outageBackoffMs, timing.maxBackoffMs);
  const rateLimit = createBackoff(timing.rateLimitBackoffMs, timing.maxBackoffMs);
  let restored = false;

  function handleFailure(error: unknown, job: Job, now: number): 'stop' | 'skip' {
    if (!(error instanceof ProviderError)) throw error;
    if (error.failure === 'refused') {
      logger.error({ job: job.name, err: error.message }, `${label}: request refused`);
      job.done();
      return 'skip';
    }
    const wait = error.failure === 'rateLimited' ? (error.retryAfterMs ?? rateLimit.next()) : outage.next();
    budget.pauseUntil(now + wait);
    logger.warn({ job: job.name, err: error.message, waitMs: wait }, `${label}: ${error.failure}, waiting`);
    return 'stop';
  }

  return async function tick(): Promise<FeedEvent[]> {
    if (!restored) {
      const count = await deps.restoreCreated();
      if (count > 0) logger.info({ count }, `${label}: restored created reference rows`);
      restored = true;
    }
    const events: FeedEvent[] = [];
    const tried = new Set<string>();
    for (;;) {
      const now = deps.now();
      const job = deps.nextJob(now, tried);
      if (!job || !budget.canSpend(now)) break;
      tried.add(job.name);
      budget.spend(now);
      try {
        events.push(...(await job.run()));
        job.done();
        outage.reset();
        rateLimit.reset();
      } catch (error) {
        if (handleFailure(error, job, now) === 'stop') break;
      }
    }
    return events;
  };
}

/**
 * Of the matches the provider calls over, those the store does not hold in that state (they ended during an outage
 * or a restart): their final details are still to be read.
 */
export async function overNotStored(
  db: Db,
  provider: string,
  over: readonly { providerMatchId: string; state: number }[],
): Promise<string[]> {
  if (over.length === 0) return [];
  const stored = await db
    .selectFrom('matches')
    .select(['provider_match_id', 'state'])
    .where('provider', '=', provider)
    .where(
      'provider_match_id',
      'in',
      over.map((m) => m.providerMatchId),
    )
    .execute();
  const states = new Map(stored.map((row) => [row.provider_match_id, row.state]));
  return over.filter((m) => states.get(m.providerMatchId) !== m.state).map((m) => m.providerMatchId);
}
