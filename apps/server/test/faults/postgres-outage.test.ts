import { userInfo } from '@kanqiu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, get, loginWithPassword, post, registerUser } from '../support/api';
import { msUntil, probe, proxyFor, sleep } from '../support/outage';
import type { TcpProxy } from '../support/tcp-proxy';
import { startTestServer, type Backend, type TestServer } from '../support/test-server';

const databaseUrl = process.env.DATABASE_URL;
const CUT_MS = 10_000;
const RECOVERY_MS = 5000;
const adminToken = 'operator-token-for-outage-0001';

describe.runIf(databaseUrl)('PostgreSQL cut for 10 s under two instances', () => {
  let proxy: TcpProxy;
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    const proxied = await proxyFor(databaseUrl!, 5432);
    proxy = proxied.proxy;
    const backend: Backend = { name: 'postgres via proxy', databaseUrl: proxied.url, redisUrl: process.env.REDIS_URL };
    const env = { ADMIN_TOKEN: adminToken };
    a = await startTestServer(backend, { env });
    b = await startTestServer(backend, { env, shareWith: a });
  });
  afterAll(async () => {
    proxy.restore();
    await b?.close();
    await a?.close();
    await proxy?.close();
  });

  it('answers 503 envelopes while it lasts, recovers within 5 s of its return and loses no committed write', async ({
    annotate,
  }) => {
    const user = await registerUser(a);
    const token = { accesstoken: user.token };
    proxy.cut();
    const cutAt = Date.now();
    const seen = new Set<string>();
    while (Date.now() - cutAt < CUT_MS) {
      for (const server of [a, b]) {
        seen.add(String(await probe(`${server.url}/user/center/info`, token)));
        seen.add(String(await probe(`${server.url}/health/ready`)));
      }
      const write = await post(b, '/user/center/nickname', { nickName: '断线球迷' }, { token: user.token });
      seen.add(String([write.status, write.code]));
      await sleep(500);
    }
    expect([...seen]).toEqual(['503,503']);

    proxy.restore();
    const recoveredMs = await msUntil(async () => {
      const answers = await Promise.all(
        [a, b].flatMap((server) => [
          probe(`${server.url}/health/ready`),
          probe(`${server.url}/user/center/info`, token),
        ]),
      );
      return answers.every(([status, code]) => status === 200 && code === 200);
    }, RECOVERY_MS);
    await annotate(`PostgreSQL outage: both instances recovered ${recoveredMs} ms after the database returned`);

    const renamed = await post(b, '/user/center/nickname', { nickName: '重连球迷' }, { token: user.token });
    expect(renamed.code).toBe(200);
    expect(dataOf(await get(a, '/user/center/info', { token: user.token }), userInfo).nickName).toBe('重连球迷');
    expect((await loginWithPassword(b, user.phone, user.password)).code).toBe(200);
  }, 40_000);

  it('serves the newer parts (通知中心, 青少年模式, chat filters, the report queue) with 503 envelopes through a cut, then as before', async () => {
    const user = await registerUser(a);
    const token = { accesstoken: user.token };
    const reads: [string, Record<string, string>][] = [
      ['/imapi/notice/summary', token],
      ['/minor/status', token],
      ['/chat/filters', token],
      ['/admin/moderation/reports', { 'x-admin-token': adminToken }],
    ];
    const answers = (server: TestServer) =>
      Promise.all(reads.map(([path, headers]) => probe(`${server.url}${path}`, headers)));
    proxy.cut();
    const cutAt = Date.now();
    const seen = new Set<string>();
    while (Date.now() - cutAt < CUT_MS) {
      for (const server of [a, b]) for (const answer of await answers(server)) seen.add(String(answer));
      await sleep(500);
    }
    expect([...seen]).toEqual(['503,503']);

    proxy.restore();
    await msUntil(
      async () =>
        (await Promise.all([a, b].map(answers))).flat().every(([status, code]) => status === 200 && code === 200),
      RECOVERY_MS,
    );
  }, 40_000);
});
