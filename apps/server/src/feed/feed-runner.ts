import type { Logger } from 'pino';
import type { LeaderLock } from '../platform/bus/leader-lock';
import type { FeedEvent } from './events';
import type { Ingest } from './ingest/ingest';

/** A source of normalised events: everything due now on first call, then what became due since. */
export interface FeedProvider {
  readonly name: string;
  bootstrap(): FeedEvent[];
  tick(): FeedEvent[];
}

/**
 * Drives the providers: while this instance holds the leader lock it bootstraps each provider once,
 * then ingests their ticks every `tickMs`. Ticks never overlap; a failed step is logged and retried, and never stops the API.
 * The lock renews itself; once it is lost its signal stops the work between ingests and a later step starts over.
 */
export function createFeedRunner(deps: {
  providers: FeedProvider[];
  ingest: Ingest;
  lock: LeaderLock;
  logger: Logger;
  tickMs: number;
  /** Called once this instance can serve data: its bootstrap finished, or another instance leads. */
  onReady?: () => void;
}) {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let leading = false;
  let running: Promise<void> = Promise.resolve();
  const unsent = new Map<FeedProvider, FeedEvent[]>();

  function leadUntilLost(signal: AbortSignal): void {
    signal.throwIfAborted();
    leading = true;
    unsent.clear();
    signal.addEventListener('abort', () => {
      leading = false;
      deps.logger.warn({ reason: String(signal.reason) }, 'feed: lost the leader lock');
    });
  }

  /** A failed ingest keeps its events for the next tick (ingest dedupes them), so an outage loses none. */
  async function ingestTick(provider: FeedProvider): Promise<void> {
    const events = [...(unsent.get(provider) ?? []), ...provider.tick()];
    unsent.set(provider, events);
    if (events.length > 0) await deps.ingest.ingest(events);
    unsent.delete(provider);
  }

  async function step(): Promise<void> {
    const signal = await deps.lock.hold();
    if (!signal) {
      deps.onReady?.();
      return;
    }
    if (!leading) {
      deps.logger.info({ providers: deps.providers.map((p) => p.name) }, 'feed: leading, bootstrapping');
      for (const provider of deps.providers) {
        signal.throwIfAborted();
        const report = await deps.ingest.ingest(provider.bootstrap());
        deps.logger.info(
          { provider: provider.name, ...report, unknownMatches: report.unknownMatches.length },
          'feed: bootstrapped',
        );
      }
      // Only a finished bootstrap counts: after a failure the next step bootstraps again.
      leadUntilLost(signal);
      deps.onReady?.();
      return;
    }
    for (const provider of deps.providers) {
      signal.throwIfAborted();
      await ingestTick(provider);
    }
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      running = step()
        .catch((error: unknown) => deps.logger.error({ err: error }, 'feed: tick failed'))
        .finally(schedule);
    }, deps.tickMs);
  }

  return {
    /** Runs the first step (bootstrap when leading) before resolving, then keeps ticking. */
    async start(): Promise<void> {
      running = step().catch((error: unknown) => deps.logger.error({ err: error }, 'feed: bootstrap failed, retrying'));
      await running;
      schedule();
    },
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running.catch(() => undefined);
      await deps.lock.release();
    },
  };
}

export type FeedRunner = ReturnType<typeof createFeedRunner>;
