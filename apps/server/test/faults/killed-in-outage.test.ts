import { FootballStatus } from '@kanqiu/domain';
import { matchEvents, signedPushHeaders } from '@kanqiu/test-factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, openHubClient } from '../support/hub-client';
import { proxyFor, sleep } from '../support/outage';
import type { TcpProxy } from '../support/tcp-proxy';
import { startTestServer, type TestServer } from '../support/test-server';
import { spawnInstance, type SpawnedInstance } from './spawn-instance';

const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const INGEST_SECRET = 'operator-shared-secret-0123';

/**
 * An instance killed during a Redis outage takes its outbox with it
 * (docs/decisions/0069-dead-outbox-resets-channels.md). The goal it committed then is in the database but never
 * numbered in the stream, so without more a fan of the other instance would miss it unknowingly. The instance marked
 * its outbox in the database before answering the push; its mark goes stale once it is dead, and the surviving instance
 * resets the channel when Redis is back: every fan refetches (a reset live, `recovered: false` on a resubscription),
 * none misses the goal silently.
 */
describe.runIf(databaseUrl && redisUrl)('an instance killed during a Redis outage', () => {
  let redisProxy: TcpProxy;
  /** Seeds and reads the schema over direct connections. */
  let observer: TestServer;
  let survivor: SpawnedInstance;
  let doomed: SpawnedInstance;

  beforeAll(async () => {
    const redis = await proxyFor(redisUrl!, 6379);
    redisProxy = redis.proxy;
    observer = await startTestServer({ name: 'outage observer', databaseUrl, redisUrl }, { env: { INGEST_SECRET } });
    const env = { DATABASE_URL: databaseUrl!, REDIS_URL: redis.url, JITTER_SCHEMA: observer.schema, INGEST_SECRET };
    [survivor, doomed] = await Promise.all([spawnInstance(env), spawnInstance(env)]);
  }, 60_000);
  afterAll(async () => {
    redisProxy?.restore();
    survivor?.child.kill('SIGKILL');
    doomed?.child.kill('SIGKILL');
    await observer?.close();
    await redisProxy?.close();
  });

  const push = async (url: string, body: string) => {
    const response = await fetch(`${url}/feed/push`, {
      method: 'POST',
      headers: signedPushHeaders(body, INGEST_SECRET, Math.floor(Date.now() / 1000)),
      body,
    });
    return response.status;
  };

  it('resets the channel its outbox held, so no fan of the other instance misses the goal unknowingly', async () => {
    const match = matchEvents('killed-1', { kickoffAt: observer.clock.now - 600 });
    await observer.ingest.ingest([match.upsert, match.state(FootballStatus.firstHalf, observer.clock.now - 600)]);
    const live = await openHubClient(survivor);
    live.send({ op: 'subscribe', topics: ['live:football'] });
    const { positions } = await live.next('subscribed');
    const before = positions['live:football']!;

    redisProxy.cut();
    // Committed and acknowledged by the doomed instance, kept in its outbox, then the instance is killed.
    expect(await push(doomed.url, JSON.stringify({ events: [match.score([1, 0])] }))).toBe(200);
    doomed.child.kill('SIGKILL');
    await sleep(3000);
    redisProxy.restore();

    // The fan that stayed is reset live; a fan coming back with its old position is told it did not recover.
    const reset = await live.next('reset', 20_000);
    expect(reset).toMatchObject({ topic: 'live:football' });
    expect(reset.epoch).not.toBe(before.epoch);
    const returning = await openHubClient(survivor);
    returning.send({ op: 'subscribe', topics: ['live:football'], since: { 'live:football': before } });
    const { positions: after } = await returning.next('subscribed');
    expect(after['live:football']).toMatchObject({ epoch: reset.epoch, recovered: false });

    // The goal is in the database, so the refetch shows it; the stream goes on live in the new epoch.
    const { home_score } = await observer.database.db
      .selectFrom('matches')
      .select('home_score')
      .where('provider_match_id', '=', 'killed-1')
      .executeTakeFirstOrThrow();
    expect(home_score).toBe(1);
    expect(await push(survivor.url, JSON.stringify({ events: [match.score([2, 0])] }))).toBe(200);
    await eventually(() => returning.received.some((message) => message.op === 'diff'), 5000);
    expect(returning.received.find((message) => message.op === 'diff')).toMatchObject({ epoch: reset.epoch });
    live.socket.close();
    returning.socket.close();
  }, 60_000);
});
