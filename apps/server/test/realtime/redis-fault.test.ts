import { FootballStatus } from '@kanqiu/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { get } from '../support/api';
import { matchEvents } from '@kanqiu/test-factories';
import { eventually, openHubClient, type HubClient } from '../support/hub-client';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy';
import { backends, startTestServer, type TestServer } from '../support/test-server';

const shared = backends().find((b) => b.databaseUrl && b.redisUrl);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A live-score client as the web is one: a snapshot (position read first, then the row, as the list
 * endpoints do), then diffs in order, and a refetch when told or on a gap.
 */
function followScore(server: TestServer, client: HubClient, matchId: number) {
  const state = { epoch: '', seq: 0, score: [0, 0] as number[], refetching: false, stale: false };
  async function refetch(): Promise<void> {
    state.stale = true;
    if (state.refetching) return;
    state.refetching = true;
    while (state.stale) {
      state.stale = false;
      const position = await server.hub.position('live:football');
      const row = await server.database.db
        .selectFrom('matches')
        .select(['home_score', 'away_score'])
        .where('id', '=', matchId)
        .executeTakeFirstOrThrow();
      Object.assign(state, { ...position, score: [row.home_score, row.away_score] });
    }
    state.refetching = false;
  }
  client.socket.on('message', (raw: Buffer) => {
    const message = JSON.parse(raw.toString()) as Record<string, unknown>;
    if (message.op === 'reset') void refetch();
    if (message.op === 'subscribed') {
      const now = (message.positions as Record<string, { epoch: string; seq: number; recovered: boolean }>)[
        'live:football'
      ]!;
      if (!now.recovered && (now.epoch !== state.epoch || now.seq > state.seq)) void refetch();
    }
    if (message.op !== 'diff' || state.refetching) return;
    const { epoch, seq, data } = message as {
      epoch: string;
      seq: number;
      data: { matchId: number; fields: { score?: number[] } };
    };
    if (epoch === state.epoch && seq <= state.seq) return;
    if (epoch !== state.epoch || seq !== state.seq + 1) {
      void refetch();
      return;
    }
    state.seq = seq;
    if (data.matchId === matchId && data.fields.score) state.score = data.fields.score;
  });
  return { state, refetch };
}

describe.runIf(shared)('the hub while Redis is unreachable', () => {
  let proxy: TcpProxy | undefined;
  let server: TestServer | undefined;
  afterEach(async () => {
    proxy?.restore();
    await server?.close();
    await proxy?.close();
  });

  async function startBehindProxy(): Promise<TestServer> {
    const redis = new URL(shared!.redisUrl!);
    proxy = await startTcpProxy(redis.hostname, Number(redis.port || 6379));
    server = await startTestServer({ ...shared!, redisUrl: `redis://${proxy.host}:${proxy.port}` });
    return server;
  }

  it('answers a subscribe with an unknown position instead of failing, and delivers once Redis is back', async () => {
    const api = await startBehindProxy();
    const client = await openHubClient(api);
    await client.next('welcome');
    proxy!.cut();
    client.send({ op: 'subscribe', topics: ['live:football', 'match:5'] });
    const subscribed = await client.next('subscribed');
    expect(subscribed.positions['live:football']).toEqual({ epoch: 'unknown', seq: 0, recovered: false });
    expect(await api.hub.position('live:football')).toEqual({ epoch: 'unknown', seq: 0 });
    expect((await get(api, '/live/football/v1_1/live')).code).toBe(200);
    proxy!.restore();
    await eventually(async () => (await api.hub.position('match:5')).epoch !== 'unknown', 10_000);
    await eventually(async () => {
      await api.hub.publish('match:5', { n: 1 });
      await pause(200);
      return client.received.some((m) => m.op === 'diff' && m.topic === 'match:5');
    }, 10_000);
    client.socket.close();
  });

  it('leaves every client equal to the database after 30 score changes made while Redis was cut for 10 s', async () => {
    const api = await startBehindProxy();
    const m = matchEvents('cut-1', { kickoffAt: api.clock.now - 600 });
    await api.ingest.ingest([m.upsert, m.state(FootballStatus.firstHalf, api.clock.now - 600)]);
    const row = await api.database.db
      .selectFrom('matches')
      .select('id')
      .where('provider_match_id', '=', 'cut-1')
      .executeTakeFirstOrThrow();
    const fans = await Promise.all(
      [0, 1, 2].map(async () => {
        const client = await openHubClient(api);
        const fan = followScore(api, client, row.id);
        await fan.refetch();
        client.send({ op: 'subscribe', topics: ['live:football'], since: { 'live:football': fan.state } });
        await client.next('subscribed');
        return { client, ...fan };
      }),
    );
    await api.ingest.ingest([m.score([0, 1])]);
    await eventually(() => fans.every((f) => f.state.score.join() === '0,1'));

    proxy!.cut();
    for (let goals = 1; goals <= 30; goals++) {
      await api.ingest.ingest([m.score([goals, 1])]);
      await pause(330);
    }
    proxy!.restore();

    const stored = await api.database.db
      .selectFrom('matches')
      .select(['home_score', 'away_score'])
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect([stored.home_score, stored.away_score]).toEqual([30, 1]);
    await eventually(() => fans.every((f) => !f.state.refetching && f.state.score.join() === '30,1'), 15_000);
    for (const fan of fans) fan.client.socket.close();
  }, 45_000);
});
