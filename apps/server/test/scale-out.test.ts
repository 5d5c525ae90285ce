import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestServer, type TestServer } from './support/test-server';

const shared = backends().find((b) => b.databaseUrl && b.redisUrl);

describe.runIf(shared)('two instances on PostgreSQL and Redis', () => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    a = await startTestServer(shared!);
    b = await startTestServer(shared!, { shareWith: a });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('share one login rate limit, so spreading attempts over instances does not get around it', async () => {
    const attempt = (server: TestServer) =>
      fetch(`${server.url}/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'phone=13912345678&code=000000',
      });
    const codes: number[] = [];
    for (let i = 0; i < 12; i++)
      codes.push(((await (await attempt(i % 2 === 0 ? a : b)).json()) as { code: number }).code);
    expect(codes.slice(0, 10)).not.toContain(429);
    expect(codes.slice(10)).toEqual([429, 429]);
  });
});
