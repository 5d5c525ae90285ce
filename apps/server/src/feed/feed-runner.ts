import { performance } from 'node:perf_hooks';
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import type { Logger } from 'pino';
import type { LeaderLock } from '../platform/bus/leader-lock';
import type { FeedEvent } from './events';
import type { Ingest } from './ingest/ingest';

/** Work between two yields to the event loop during a bootstrap, so the API keeps answering (/health/ready). */
const SLICE_MS = 2;

/**
 * The most events written in one transaction during a bootstrap. A finished match replays as a thousand
 * or more events (about 25 ms of writing on SQLite); written in parts, each its own transaction, no part
 * holds the event loop long even on a busy machine. Ingest is incremental, so parts add up to the whole.
 */
const PART_EVENTS = 200;

type BootstrapReport = { matches: number; diffs: number; unknownMatches: number };

/**
 * Reads and ingests a long stream of events match by match (a long match in parts of PART_EVENTS), and lets
 * the event loop run (setImmediate) whenever SLICE_MS of reading and writing have passed since it last ran.
 */
async function ingestInSlices(ingest: Ingest, events: Iterable<FeedEvent>): Promise<BootstrapReport> {
  const matches = new Set<string>();
  const unknown = new Set<string>();
  let diffs = 0;
  let part: FeedEvent[] = [];
  let yielded = performance.now();
  const write = async () => {
    const report = await ingest.ingest(part);
    diffs += report.changed;
    for (const ref of report.unknownMatches) unknown.add(`${ref.provider}:${ref.providerMatchId}`);
    part = [];
    if (performance.now() - yielded < SLICE_MS) return;
    await yieldToLoop();
    yielded = performance.now();
  };
  for (const event of events) {
    const previous = part.at(-1);
    const newMatch =
      previous && (previous.providerMatchId !== event.providerMatchId || previous.provider !== event.provider);
    if (newMatch || part.length >= PART_EVENTS) await write();
    matches.add(`${event.provider}:${event.providerMatchId}`);
    part.push(event);
  }
  if (part.length > 0) await write();
  return { matches: matches.size, diffs, unknownMatches: unknown.size };
}

/**
 * A source of normalised events: `bootstrap` gives everything due now (made as it is read, so a long one
 * can be ingested slice by slice), `tick` what became due since the provider's cursor, which only
 * `commit` moves, so the events of a tick whose ingest failed come again.
 */
export interface FeedProvider {
  readonly name: string;
  bootstrap(): Iterable<FeedEvent>;
  tick(): FeedEvent[];
  commit(): void;
}

/** A provider that asks a remote source on each tick, so a tick may take a while (the runner never overlaps two). */
export interface PullProvider extends Omit<FeedProvider, 'tick'> {
  tick(): Promise<FeedEvent[]>;
}

export type AnyFeedProvider = FeedProvider | PullProvider;

/**
 * Drives the providers: while this instance holds the leader lock it bootstraps each provider once,
 * then ingests their ticks every `tickMs`. Ticks never overlap; a failed step is logged and retried, and never stops the API.
 * The lock renews itself; once it is lost its signal stops the work between ingests and a later step starts over.
 */
export function createFeedRunner(deps: {
  providers: AnyFeedProvider[];
  ingest: Ingest;
  lock: LeaderLock;
  logger: Logger;
  tickMs: number;
  /** Called once this instance can serve data: its bootstrap finished, or another instance leads. */
  onReady?: () => void;
  /** While leading, after each step that ingested everything due (when); null once the lead is lost. */
  onCaughtUp?: (epochMs: number | null) => void;
}) {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let leading = false;
  let running: Promise<void> = Promise.resolve();

  function leadUntilLost(signal: AbortSignal): void {
    signal.throwIfAborted();
    leading = true;
    signal.addEventListener('abort', () => {
      leading = false;
      deps.onCaughtUp?.(null);
      deps.logger.warn({ reason: String(signal.reason) }, 'feed: lost the leader lock');
    });
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
        const report = await ingestInSlices(deps.ingest, provider.bootstrap());
        deps.logger.info({ provider: provider.name, ...report }, 'feed: bootstrapped');
      }
      // Only a finished bootstrap counts: after a failure the next step bootstraps again.
      leadUntilLost(signal);
      deps.onReady?.();
      deps.onCaughtUp?.(Date.now());
      return;
    }
    for (const provider of deps.providers) {
      signal.throwIfAborted();
      const events = await provider.tick();
      if (events.length > 0) await deps.ingest.ingest(events);
      provider.commit();
    }
    deps.onCaughtUp?.(Date.now());
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
