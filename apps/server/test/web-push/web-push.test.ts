import { pushSubscription, vapidPublicKey } from '@kanqiu/contract';
import { Code, FootballStatus, IncidentType } from '@kanqiu/domain';
import { matchEvents } from '@kanqiu/test-factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, get, post, registerUser, type TestUser } from '../support/api';
import { kickOffAndScore, matchIdOf, seedFootballReference, spoilerFreeMatch } from '../support/football-fixtures';
import { backends, startTestServer, type TestServer } from '../support/test-server';
import { startPushService, type BrowserSubscription } from './push-service';

type Notice = { title: string; body: string; url: string; tag: string };

describe.each(backends())('web push for followed matches on $name', (backend) => {
  let push: Awaited<ReturnType<typeof startPushService>>;
  let servers: TestServer[];
  let fan: TestUser;
  let browser: BrowserSubscription;
  const match = matchEvents(`push-${Date.now()}`, { kickoffAt: Math.floor(Date.now() / 1000) });
  let matchId: number;

  beforeAll(async () => {
    push = await startPushService();
    const first = await startTestServer(backend, { webPushAgent: push.agent });
    // A second instance on the same database and bus hears every diff too; the claim lets one send.
    const second =
      backend.redisUrl !== undefined
        ? [await startTestServer(backend, { webPushAgent: push.agent, shareWith: first })]
        : [];
    servers = [first, ...second];
    await seedFootballReference(first);
    await first.ingest.ingest([match.upsert, match.state(FootballStatus.notStarted), match.score([0, 0])]);
    matchId = await matchIdOf(first, match);
    fan = await registerUser(first);
    browser = push.subscribe();
  });
  afterAll(async () => {
    for (const server of servers.toReversed()) await server.close();
    await push.close();
  });

  const server = () => servers[0]!;
  const notices = () => push.received.map((r) => r.payload as Notice);
  const until = async (count: number) => {
    const deadline = Date.now() + 5000;
    while (push.received.length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    // Any duplicate an instance would send arrives within this pause.
    await new Promise((r) => setTimeout(r, 300));
  };

  it('hands out one VAPID public key, the same on every instance', async () => {
    const keys = await Promise.all(
      servers.map(async (s) => dataOf(await get(s, '/push/vapidPublicKey'), vapidPublicKey)),
    );
    expect(keys[0]!.publicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    expect(new Set(keys.map((k) => k.publicKey)).size).toBe(1);
  });

  it('refuses a guest, a plain-http endpoint and missing keys with clear messages', async () => {
    const body = { endpoint: browser.endpoint, keys: browser.keys };
    expect((await post(server(), '/push/subscribe', body)).code).toBe(Code.noToken);
    const http = await post(
      server(),
      '/push/subscribe',
      { ...body, endpoint: 'http://127.0.0.1/x' },
      { token: fan.token },
    );
    expect(http).toMatchObject({ status: 400, code: Code.validationFailed });
    const keyless = await post(server(), '/push/subscribe', { endpoint: browser.endpoint }, { token: fan.token });
    expect(keyless.msg).toContain('keys');
  });

  it('stores a subscription with the chosen alerts over the defaults', async () => {
    const reply = await post(
      server(),
      '/push/subscribe',
      { endpoint: browser.endpoint, keys: browser.keys, settings: { halftime: true, red: false } },
      { token: fan.token },
    );
    expect(dataOf(reply, pushSubscription).settings).toEqual({
      kickoff: true,
      goal: true,
      red: false,
      halftime: true,
      fulltime: true,
    });
    await post(server(), '/live/match/follow', { matchId, follow: 1 }, { token: fan.token });
  });

  it('tells a follower of kick-off and a goal once, encrypted, whatever the number of instances', async () => {
    const now = Math.floor(Date.now() / 1000);
    await server().ingest.ingest([match.state(FootballStatus.firstHalf, now)]);
    await server().ingest.ingest([
      match.score([1, 0]),
      match.incident(IncidentType.goal, 'home', 1500, { playerName: '萨卡', score: [1, 0] }),
      // A red card the fan turned off.
      match.incident(IncidentType.red, 'away', 1600),
    ]);
    await until(2);
    expect(notices()).toEqual([
      { title: '比赛开始', body: '阿森纳 vs 曼城', url: `/live/zq/detail/${matchId}`, tag: `match-${matchId}-kickoff` },
      expect.objectContaining({ title: '进球 26', body: '阿森纳 1-0 曼城 · 萨卡' }),
    ]);
    const headers = push.received[0]!.headers;
    expect(headers['content-encoding']).toBe('aes128gcm');
    expect(String(headers.authorization)).toMatch(/^vapid t=.+, k=.+/);
    expect(headers.ttl).toBe('600');
  });

  it('tells a fan who keeps the match spoiler-free of its kick-off only', async () => {
    const quiet = await registerUser(server());
    const quietBrowser = push.subscribe();
    await post(
      server(),
      '/push/subscribe',
      { endpoint: quietBrowser.endpoint, keys: quietBrowser.keys },
      { token: quiet.token },
    );
    const other = await spoilerFreeMatch(server(), `push-quiet-${Date.now()}`, quiet.token);
    const before = push.received.length;
    await kickOffAndScore(server(), other);
    await until(before + 1);
    const told = push.received.slice(before);
    expect(told.map((r) => (r.payload as Notice).title)).toEqual(['比赛开始']);
    expect(told[0]!.subscription).toBe(quietBrowser.endpoint.split('/').pop());
  });

  it('drops a subscription the push service says is gone', async () => {
    push.expire(browser);
    await server().ingest.ingest([match.state(FootballStatus.halfTime)]);
    await new Promise((r) => setTimeout(r, 500));
    const rows = await server()
      .database.db.selectFrom('push_subscriptions')
      .select('endpoint')
      .where('endpoint', '=', browser.endpoint)
      .execute();
    expect(rows).toEqual([]);
  });

  it('unsubscribes only its own endpoint', async () => {
    const other = push.subscribe();
    await post(server(), '/push/subscribe', { endpoint: other.endpoint, keys: other.keys }, { token: fan.token });
    const stranger = await registerUser(server());
    await post(server(), '/push/unsubscribe', { endpoint: other.endpoint }, { token: stranger.token });
    const count = async () =>
      (
        await server()
          .database.db.selectFrom('push_subscriptions')
          .select('id')
          .where('endpoint', '=', other.endpoint)
          .execute()
      ).length;
    expect(await count()).toBe(1);
    await post(server(), '/push/unsubscribe', { endpoint: other.endpoint }, { token: fan.token });
    expect(await count()).toBe(0);
  });

  it('moves an endpoint to another account only with its browser keys', async () => {
    const held = push.subscribe();
    await post(server(), '/push/subscribe', { endpoint: held.endpoint, keys: held.keys }, { token: fan.token });
    const owner = async () =>
      (
        await server()
          .database.db.selectFrom('push_subscriptions')
          .select('user_id')
          .where('endpoint', '=', held.endpoint)
          .executeTakeFirstOrThrow()
      ).user_id;
    const fansRow = await owner();
    const stranger = await registerUser(server());
    const forged = { endpoint: held.endpoint, keys: push.subscribe().keys };
    expect(await post(server(), '/push/subscribe', forged, { token: stranger.token })).toMatchObject({
      code: Code.forbidden,
      msg: '该推送地址属于另一个账号',
    });
    expect(await owner()).toBe(fansRow);
    // Another fan signed in on the same browser subscribes with its keys: the browser's pushes are now theirs.
    const sameBrowser = { endpoint: held.endpoint, keys: held.keys };
    expect((await post(server(), '/push/subscribe', sameBrowser, { token: stranger.token })).code).toBe(200);
    expect(await owner()).not.toBe(fansRow);
  });
});
