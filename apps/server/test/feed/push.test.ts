import { envelope, pushResult } from '@kanqiu/contract';
import { Code, FootballStatus, IncidentType } from '@kanqiu/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedEvent } from '../../src/feed/events';
import { seedBasketballReference } from '../support/basketball-fixtures';
import { matchEvents, pushSignatureHeader, pushTimestampHeader, signPush } from '@kanqiu/test-factories';
import { backends, startTestServer, type TestServer } from '../support/test-server';

const secret = 'operator-shared-secret-0123';

type Signing = { timestamp?: number; signature?: string | null; to?: TestServer };

describe.each(backends())('push provider on $name', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend, { env: { INGEST_SECRET: secret } });
    await seedBasketballReference(server);
  });
  afterAll(() => server.close());

  /** Posts a body signed now (or as told); `signature: null` sends none. */
  async function push(body: string, signing: Signing = {}) {
    const timestamp = signing.timestamp ?? server.clock.now;
    const signature = signing.signature === undefined ? signPush(timestamp, body, secret) : signing.signature;
    const response = await fetch(`${(signing.to ?? server).url}/feed/push`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [pushTimestampHeader]: String(timestamp),
        ...(signature ? { [pushSignatureHeader]: signature } : {}),
      },
      body,
    });
    return { status: response.status, json: (await response.json()) as { code: number; msg: string; data: unknown } };
  }

  const pushEvents = (events: FeedEvent[], signing: Signing = {}) => push(JSON.stringify({ events }), signing);

  async function matchRow(providerMatchId: string) {
    return server.database.db
      .selectFrom('matches')
      .selectAll()
      .where('provider_match_id', '=', providerMatchId)
      .executeTakeFirst();
  }

  it('ingests signed events, and a re-sent event under a new signature changes nothing', async () => {
    const m = matchEvents('push-1', { kickoffAt: server.clock.now });
    const events = [m.upsert, m.state(FootballStatus.firstHalf, server.clock.now), m.score([0, 1])];
    const first = envelope(pushResult).parse((await pushEvents(events)).json);
    expect(first).toMatchObject({ code: 200, data: { matches: 1, changed: 1 } });
    const again = envelope(pushResult).parse((await pushEvents(events, { timestamp: server.clock.now - 1 })).json);
    expect(again.data?.changed).toBe(0);
  });

  it('refuses a NUL in any text of a push with the envelope, on every database, and stores none of it', async () => {
    const m = matchEvents('push-nul', { kickoffAt: server.clock.now });
    const goal = { ...m.incident(IncidentType.goal, 'home', 600), relatedPlayerName: 'A\u0000B' };
    const refused = await pushEvents([m.upsert, goal]);
    expect(refused).toMatchObject({ status: 400, json: { code: Code.validationFailed, msg: '不能包含空字符' } });
    expect(await matchRow('push-nul')).toBeUndefined();
  });

  it('refuses a negative or overlong score on any event, which the store could not hold, and stores none of it', async () => {
    const m = matchEvents('push-wide', { kickoffAt: server.clock.now });
    const odds = { ...m.odds(1, 'asia', 'live', [0.9, 0.5, 0.95], server.clock.now), score: [-10000, 2147483647] };
    const refused = await pushEvents([m.upsert, odds as FeedEvent]);
    expect(refused).toMatchObject({ status: 400, json: { code: Code.validationFailed } });
    expect((await pushEvents([m.upsert, m.score([10000, 0])])).status).toBe(400);
    expect(await matchRow('push-wide')).toBeUndefined();
  });

  it('refuses a missing or wrong signature with the forbidden code and stores nothing', async () => {
    const m = matchEvents('push-2', { kickoffAt: server.clock.now });
    const body = JSON.stringify({ events: [m.upsert] });
    const now = server.clock.now;
    const wrong = [
      null,
      signPush(now, body, 'another-secret-value-xx'),
      signPush(now, `${body} `, secret),
      signPush(now + 1, body, secret),
    ];
    for (const signature of wrong) {
      const response = await push(body, { signature });
      expect(response.json).toMatchObject({ code: Code.forbidden, msg: '签名无效', data: null });
    }
    expect(await matchRow('push-2')).toBeUndefined();
  });

  it('refuses a push sent again later, so a captured 5-0 cannot rewind a 6-0', async () => {
    const m = matchEvents('push-replay', { kickoffAt: server.clock.now });
    const fiveNil = JSON.stringify({ events: [m.upsert, m.score([5, 0])] });
    const signedAt = server.clock.now;
    expect((await push(fiveNil, { timestamp: signedAt })).json.code).toBe(Code.ok);
    expect((await pushEvents([m.score([6, 0])])).json.code).toBe(Code.ok);

    const replayed = await push(fiveNil, { timestamp: signedAt });
    expect(replayed.json).toMatchObject({ code: Code.forbidden, msg: '重复的推送：该签名已使用过', data: null });
    expect(await matchRow('push-replay')).toMatchObject({ home_score: 6, away_score: 0 });
  });

  it('refuses a push whose timestamp is more than five minutes from the server clock', async () => {
    const m = matchEvents('push-old', { kickoffAt: server.clock.now });
    for (const timestamp of [server.clock.now - 301, server.clock.now + 301]) {
      const response = await pushEvents([m.upsert], { timestamp });
      expect(response.json).toMatchObject({
        code: Code.forbidden,
        msg: '签名已过期：时间戳与服务器时间相差超过 5 分钟',
      });
    }
    expect(await matchRow('push-old')).toBeUndefined();
  });

  it.runIf(backend.databaseUrl)('refuses a replay sent to another instance of the same deployment', async () => {
    const other = await startTestServer(backend, { env: { INGEST_SECRET: secret }, shareWith: server });
    try {
      other.clock.now = server.clock.now;
      const m = matchEvents('push-elsewhere', { kickoffAt: server.clock.now });
      const body = JSON.stringify({ events: [m.upsert] });
      expect((await push(body)).json.code).toBe(Code.ok);
      expect((await push(body, { to: other })).json).toMatchObject({
        code: Code.forbidden,
        msg: '重复的推送：该签名已使用过',
      });
    } finally {
      await other.close();
    }
  });

  it('keeps the newer state and score when an older one arrives late', async () => {
    const m = matchEvents('push-late', { kickoffAt: server.clock.now });
    const at = server.clock.now - 600;
    const state = (code: number, time: number): FeedEvent => Object.assign(m.state(code, at), { at: time });
    const score = (pair: [number, number], time: number): FeedEvent => Object.assign(m.score(pair), { at: time });
    await pushEvents([m.upsert, state(FootballStatus.secondHalf, at + 300), score([6, 0], at + 300)]);
    const late = await pushEvents([state(FootballStatus.firstHalf, at + 100), score([5, 0], at + 100)]);
    expect(envelope(pushResult).parse(late.json).data?.changed).toBe(0);
    expect(await matchRow('push-late')).toMatchObject({
      state: FootballStatus.secondHalf,
      home_score: 6,
      score_at: at + 300,
    });
    await pushEvents([score([7, 0], at + 400)]);
    expect(await matchRow('push-late')).toMatchObject({ home_score: 7, score_at: at + 400 });
  });

  it('answers a match of unknown competitions or teams with their ids, and stores none of the push', async () => {
    const known = matchEvents('push-known', { kickoffAt: server.clock.now });
    const stranger = matchEvents('push-stranger', { kickoffAt: server.clock.now });
    const response = await pushEvents([
      known.upsert,
      { ...stranger.upsert, competitionId: 987_654, awayTeamId: 876_543 },
    ]);
    expect(response.json).toEqual({
      code: Code.feedUnknownReference,
      msg: '未知的赛事或球队：赛事 987654；球队 876543',
      data: null,
    });
    expect(await matchRow('push-known')).toBeUndefined();
    expect(await matchRow('push-stranger')).toBeUndefined();
  });

  it('stores the 5,000 incidents of one match the schema allows', async () => {
    const m = matchEvents('push-many', { kickoffAt: server.clock.now });
    const incidents = Array.from({ length: 4999 }, (_, i) =>
      m.incident(IncidentType.corner, i % 2 ? 'home' : 'away', i % 5400),
    );
    const response = await pushEvents([m.upsert, ...incidents]);
    expect(response.json).toMatchObject({ code: Code.ok, data: { matches: 1, changed: 1 } });
    const row = await matchRow('push-many');
    const { count } = await server.database.db
      .selectFrom('incidents')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('match_id', '=', row!.id)
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(4999);
    expect(row).toMatchObject({ home_corners: 2499, away_corners: 2500 });
  });

  it('answers a signed but malformed event with the validation code naming the field', async () => {
    const response = await push(
      JSON.stringify({ events: [{ kind: 'score', provider: 'test', providerMatchId: 'x', key: 'k' }] }),
    );
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ code: 400 });
  });

  it('reports events of unknown matches instead of storing them', async () => {
    const m = matchEvents('push-3', { kickoffAt: server.clock.now });
    const result = envelope(pushResult).parse((await pushEvents([m.score([1, 1])])).json);
    expect(result.data?.unknownMatches).toEqual([{ provider: 'test', providerMatchId: 'push-3' }]);
  });
});

describe('push provider without a secret', () => {
  it('is not there at all', async () => {
    const server = await startTestServer(backends()[0]!);
    try {
      const response = await fetch(`${server.url}/feed/push`, { method: 'POST', body: '{}' });
      expect(response.status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
