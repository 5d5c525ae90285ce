import { performance } from 'node:perf_hooks';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { soleLeader, type LeaderLock } from '../platform/bus/leader-lock';
import type { FeedEvent } from './events';
import { createFeedRunner, type FeedProvider } from './feed-runner';
import type { Ingest } from './ingest/ingest';

const logger = pino({ level: 'silent' });
const event = (key: string) => ({ key }) as unknown as FeedEvent;

/** Fails the calls whose number (from 1) `fails` says, and records the rest. */
function recordingIngest(fails: (call: number) => boolean = () => false): Ingest & { batches: string[][] } {
  const batches: string[][] = [];
  let calls = 0;
  return {
    batches,
    ingest(events) {
      if (fails(++calls)) return Promise.reject(new Error('database down'));
      batches.push(events.map((e) => e.key));
      return Promise.resolve({ matches: events.length, changed: events.length, unknownMatches: [] });
    },
  };
}

/** One event per tick; a tick reads every event since the committed cursor. */
function provider(name: string): FeedProvider {
  let ticks = 0;
  let committed = 0;
  return {
    name,
    bootstrap: () => [event(`${name}:boot`)],
    tick: () => {
      ticks++;
      return Array.from({ length: ticks - committed }, (_, i) => event(`${name}:tick${committed + i + 1}`));
    },
    commit: () => {
      committed = ticks;
    },
  };
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('feed runner', () => {
  it('bootstraps every provider once, then ingests their ticks', async () => {
    const ingest = recordingIngest();
    const runner = createFeedRunner({
      providers: [provider('a'), provider('b')],
      ingest,
      lock: soleLeader,
      logger,
      tickMs: 100,
    });
    await runner.start();
    await wait(250);
    await runner.stop();
    expect(ingest.batches.slice(0, 2)).toEqual([['a:boot'], ['b:boot']]);
    expect(ingest.batches[2]).toEqual(['a:tick1']);
    expect(ingest.batches.filter((b) => b[0]?.endsWith(':boot'))).toHaveLength(2);
  });

  it('survives a failed bootstrap and tries again', async () => {
    const ingest = recordingIngest((call) => call === 1);
    const runner = createFeedRunner({ providers: [provider('a')], ingest, lock: soleLeader, logger, tickMs: 50 });
    await expect(runner.start()).resolves.toBeUndefined();
    await wait(200);
    await runner.stop();
    expect(ingest.batches[0]).toEqual(['a:boot']);
  });

  it('ingests the events of a failed tick with the next one', async () => {
    const ingest = recordingIngest((call) => call === 3);
    const runner = createFeedRunner({ providers: [provider('a')], ingest, lock: soleLeader, logger, tickMs: 30 });
    await runner.start();
    await wait(200);
    await runner.stop();
    expect(ingest.batches.slice(0, 3)).toEqual([['a:boot'], ['a:tick1'], ['a:tick2', 'a:tick3']]);
  });

  it('ingests a long bootstrap match by match, letting timers run in between', async () => {
    const ingest = recordingIngest();
    const busy = (ms: number) => {
      const until = performance.now() + ms;
      while (performance.now() < until);
    };
    const matchEvent = (match: number, n: number) =>
      ({ providerMatchId: `m${match}`, key: `m${match}:${n}` }) as unknown as FeedEvent;
    const slow: FeedProvider = {
      name: 'slow',
      *bootstrap() {
        for (let match = 0; match < 6; match++) {
          for (let n = 0; n < 3; n++) {
            busy(3);
            yield matchEvent(match, n);
          }
        }
      },
      tick: () => [],
      commit: () => undefined,
    };
    let timerRanAt = -1;
    setTimeout(() => (timerRanAt = ingest.batches.length), 0);
    const runner = createFeedRunner({ providers: [slow], ingest, lock: soleLeader, logger, tickMs: 1000 });
    await runner.start();
    await runner.stop();
    expect(ingest.batches.length).toBeGreaterThan(2);
    expect(ingest.batches.flat()).toHaveLength(18);
    for (const batch of ingest.batches) expect(batch.length % 3).toBe(0);
    expect(timerRanAt).toBeGreaterThan(0);
    expect(timerRanAt).toBeLessThan(ingest.batches.length);
  });

  it('writes a long match of a bootstrap in parts, so no transaction holds the event loop long', async () => {
    const ingest = recordingIngest();
    const long: FeedProvider = {
      name: 'long',
      *bootstrap() {
        for (let n = 0; n < 450; n++) yield { providerMatchId: 'm1', key: `m1:${n}` } as unknown as FeedEvent;
      },
      tick: () => [],
      commit: () => undefined,
    };
    const runner = createFeedRunner({ providers: [long], ingest, lock: soleLeader, logger, tickMs: 1000 });
    await runner.start();
    await runner.stop();
    expect(ingest.batches.map((batch) => batch.length)).toEqual([200, 200, 50]);
    expect(ingest.batches.flat()).toEqual(Array.from({ length: 450 }, (_, n) => `m1:${n}`));
  });

  it('does nothing while another instance holds the lock', async () => {
    const ingest = recordingIngest();
    const follower: LeaderLock = { hold: () => Promise.resolve(null), release: () => Promise.resolve() };
    const runner = createFeedRunner({ providers: [provider('a')], ingest, lock: follower, logger, tickMs: 50 });
    await runner.start();
    await wait(150);
    await runner.stop();
    expect(ingest.batches).toEqual([]);
  });

  it('ingests the events of a failed tick again with the next one', async () => {
    const ingest = recordingIngest();
    let failing = false;
    const flaky: Ingest = {
      ingest: (events) => (failing ? Promise.reject(new Error('database down')) : ingest.ingest(events)),
    };
    const runner = createFeedRunner({
      providers: [provider('a')],
      ingest: flaky,
      lock: soleLeader,
      logger,
      tickMs: 40,
    });
    await runner.start();
    failing = true;
    await wait(150);
    failing = false;
    await wait(100);
    await runner.stop();
    const ticks = ingest.batches.slice(1).flat();
    const last = Number(ticks.at(-1)?.replace('a:tick', ''));
    expect(ticks).toEqual(Array.from({ length: last }, (_, i) => `a:tick${i + 1}`));
    expect(ingest.batches.some((batch) => batch.length > 1)).toBe(true);
  });

  it('stops ingesting when the lock is lost and bootstraps again once it is back', async () => {
    const ingest = recordingIngest();
    let tenure = new AbortController();
    let held = true;
    const lock: LeaderLock = {
      hold: () => Promise.resolve(held ? tenure.signal : null),
      release: () => Promise.resolve(),
    };
    const runner = createFeedRunner({ providers: [provider('a')], ingest, lock, logger, tickMs: 30 });
    await runner.start();
    await wait(100);
    held = false;
    tenure.abort(new Error('taken over'));
    await wait(60);
    const whileLost = ingest.batches.length;
    await wait(100);
    expect(ingest.batches).toHaveLength(whileLost);
    tenure = new AbortController();
    held = true;
    await wait(100);
    await runner.stop();
    expect(ingest.batches.filter((b) => b[0] === 'a:boot')).toHaveLength(2);
  });
});
