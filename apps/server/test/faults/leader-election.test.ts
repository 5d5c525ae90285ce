import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedEvent } from '../../src/feed/events';
import { createFeedRunner, type FeedProvider, type FeedRunner } from '../../src/feed/feed-runner';
import type { Ingest } from '../../src/feed/ingest/ingest';
import { competitionIds } from '../../src/feed/reference/competition-ids';
import { createRedisLeaderLock } from '../../src/platform/bus/leader-lock';
import { matchEvents, Team } from '@kanqiu/test-factories';
import { seedFootballReference } from '../support/football-fixtures';
import { msUntil, sleep } from '../support/outage';
import { startTestServer, type TestServer } from '../support/test-server';

const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;

/**
 * Production holds a 15 s lock through a 14–50 s bootstrap; here the same ratio runs ten times faster:
 * a 1.5 s lock through a 4 s bootstrap (its writes slowed down, as on a loaded machine).
 */
const LOCK_TTL_MS = 1500;
const BOOTSTRAP_MS = 4000;
const TICK_MS = 200;
const logger = pino({ level: 'silent' });

type Instance = { runner: FeedRunner; bootstraps: number; tickBatches: number };

function liveMatch(): FeedProvider & { ticks: number } {
  const match = matchEvents('leader-1', {
    competitionId: competitionIds.England,
    homeTeamId: Team.arsenal,
    awayTeamId: Team.chelsea,
    kickoffAt: Math.floor(Date.now() / 1000) - 600,
  });
  const provider = {
    name: 'one live match',
    ticks: 0,
    bootstrap: (): FeedEvent[] => [match.upsert, match.state(2, Math.floor(Date.now() / 1000) - 600)],
    tick: (): FeedEvent[] => [match.score([++provider.ticks, 0])],
    commit: () => undefined,
  };
  return provider;
}

async function startInstance(server: TestServer, key: string): Promise<Instance> {
  const instance = { bootstraps: 0, tickBatches: 0 } as Instance;
  const provider = liveMatch();
  const bootstrap = provider.bootstrap;
  provider.bootstrap = () => {
    instance.bootstraps += 1;
    return bootstrap();
  };
  const slowIngest: Ingest = {
    async ingest(events) {
      if (events.some((event) => event.kind === 'match')) await sleep(BOOTSTRAP_MS);
      else instance.tickBatches += 1;
      return server.ingest.ingest(events);
    },
  };
  const lock = await createRedisLeaderLock(redisUrl!, key, LOCK_TTL_MS, logger);
  instance.runner = createFeedRunner({ providers: [provider], ingest: slowIngest, lock, logger, tickMs: TICK_MS });
  return instance;
}

describe.runIf(databaseUrl && redisUrl)('two instances starting the feed together on PostgreSQL', () => {
  let a: TestServer;
  let b: TestServer;
  let instances: Instance[] = [];
  const key = () => `${a.schema}:feed:leader`;

  beforeAll(async () => {
    const backend = { name: 'postgres+redis', databaseUrl, redisUrl };
    a = await startTestServer(backend);
    b = await startTestServer(backend, { shareWith: a });
    await seedFootballReference(a);
  });
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.runner.stop()));
    await b?.close();
    await a?.close();
  });

  const score = async () =>
    (
      await a.database.db
        .selectFrom('matches')
        .select(['home_score'])
        .where('provider_match_id', '=', 'leader-1')
        .executeTakeFirst()
    )?.home_score ?? 0;

  it('elect one leader that keeps its lock through a slow bootstrap and ticks live', async ({ annotate }) => {
    instances = await Promise.all([startInstance(a, key()), startInstance(b, key())]);
    const startedAt = performance.now();
    await Promise.all(instances.map((instance) => instance.runner.start()));
    await msUntil(async () => (await score()) > 0, 60_000);
    await annotate(`first live tick ${Math.round(performance.now() - startedAt)} ms after both instances started`);
    await sleep(3 * LOCK_TTL_MS);

    expect(instances.map((instance) => instance.bootstraps).sort()).toEqual([0, 1]);
    const leader = instances.find((instance) => instance.bootstraps === 1)!;
    const follower = instances.find((instance) => instance !== leader)!;
    expect(follower.tickBatches).toBe(0);
    expect(await score()).toBeGreaterThan(5);

    // Another owner takes the key: the leader notices at its next renewal and stops writing.
    const redis = new Redis(redisUrl!);
    await redis.set(key(), 'someone-else', 'PX', 60_000);
    await sleep(LOCK_TTL_MS);
    const stoppedAt = leader.tickBatches;
    await sleep(LOCK_TTL_MS);
    expect(leader.tickBatches).toBe(stoppedAt);
    expect(follower.tickBatches).toBe(0);
    await redis.del(key());
    await redis.quit();
  }, 40_000);
});
