import { basketballList, footballList } from '@kanqiu/contract';
import { signedPushHeaders } from '@kanqiu/test-factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, get } from '../support/api';
import { seedScenario, type ScenarioIds, type Scenario } from '../support/football-fixtures';
import { openHubClient } from '../support/hub-client';
import { msUntil, probe, proxyFor, sleep } from '../support/outage';
import type { TcpProxy } from '../support/tcp-proxy';
import { startTestServer, type TestServer } from '../support/test-server';

const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const CUT_MS = 10_000;
const RECOVERY_MS = 5000;
const INGEST_SECRET = 'operator-shared-secret-0123';

describe.runIf(databaseUrl && redisUrl)('Redis cut for 10 s', () => {
  let proxy: TcpProxy;
  let server: TestServer;
  let matches: Scenario;
  let ids: ScenarioIds;

  beforeAll(async () => {
    const proxied = await proxyFor(redisUrl!, 6379);
    proxy = proxied.proxy;
    server = await startTestServer(
      { name: 'redis via proxy', databaseUrl, redisUrl: proxied.url },
      { env: { INGEST_SECRET } },
    );
    ({ matches, ids } = await seedScenario(server));
  });
  afterAll(async () => {
    proxy.restore();
    await server?.close();
    await proxy?.close();
  });

  const footballLive = async () => dataOf(await get(server, '/live/football/v1_1/live'), footballList);
  const push = async (body: string) => {
    const response = await fetch(`${server.url}/feed/push`, {
      method: 'POST',
      headers: signedPushHeaders(body, INGEST_SECRET, server.clock.now),
      body,
    });
    return [response.status, ((await response.json()) as { code: number }).code];
  };
  const scoreOf = async (id: number) => (await footballLive()).list.find((row) => row.id === id)?.score;

  it("keeps serving lists with an unknown position, reports not ready, recovers within 5 s and delivers the cut's diff live", async ({
    annotate,
  }) => {
    const before = await footballLive();
    expect(before.epoch).not.toBe('unknown');
    const watcher = await openHubClient(server);
    watcher.send({ op: 'subscribe', topics: ['live:football'] });
    const { positions } = await watcher.next('subscribed');
    proxy.cut();
    const cutAt = Date.now();

    // Committed and accepted; its diff waits in the instance's outbox until Redis is back.
    const goal = JSON.stringify({ events: [matches.madridBarcelona.score([3, 2])] });
    expect(await push(goal)).toEqual([200, 200]);
    while (Date.now() - cutAt < CUT_MS) {
      expect(await probe(`${server.url}/health/ready`)).toEqual([503, 503]);
      expect(await footballLive()).toMatchObject({ epoch: 'unknown', seq: 0 });
      const basketball = dataOf(await get(server, '/live/basketball/match'), basketballList);
      expect(basketball).toMatchObject({ epoch: 'unknown', seq: 0 });
      await sleep(1000);
    }
    expect(await scoreOf(ids.madridBarcelona)).toEqual([3, 2]);

    proxy.restore();
    const recoveredMs = await msUntil(async () => {
      const [ready] = await probe(`${server.url}/health/ready`);
      return ready === 200 && (await footballLive()).epoch !== 'unknown';
    }, RECOVERY_MS);
    await annotate(`Redis outage: the instance recovered ${recoveredMs} ms after Redis returned`);

    // The diff made during the cut follows the last one the socket had, in the same epoch: no reset.
    const diff = await watcher.next('diff', RECOVERY_MS);
    expect(diff).toMatchObject({
      topic: 'live:football',
      epoch: before.epoch,
      seq: positions['live:football']!.seq + 1,
    });
    expect(watcher.received.some((message) => message.op === 'reset')).toBe(false);
    expect(await footballLive()).toMatchObject({ epoch: before.epoch, seq: diff.seq });
    expect(await scoreOf(ids.madridBarcelona)).toEqual([3, 2]);
    watcher.socket.close();
  }, 40_000);
});
