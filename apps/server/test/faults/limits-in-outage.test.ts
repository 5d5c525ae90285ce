import { Code } from '@kanqiu/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPhone, post, registerUser } from '../support/api';
import { proxyFor } from '../support/outage';
import type { TcpProxy } from '../support/tcp-proxy';
import { startTestServer, type TestServer } from '../support/test-server';

const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;

/**
 * While Redis is away the login and SMS limits count in each instance's memory, never not at all
 * (docs/reliability.md).
 */
describe.runIf(databaseUrl && redisUrl)('attempt limits while Redis is cut', () => {
  let proxy: TcpProxy;
  let server: TestServer;

  beforeAll(async () => {
    const proxied = await proxyFor(redisUrl!, 6379);
    proxy = proxied.proxy;
    server = await startTestServer(
      { name: 'redis via proxy', databaseUrl, redisUrl: proxied.url },
      { env: { LOGIN_ATTEMPTS_PER_PHONE_PER_HOUR: '3', SMS_ATTEMPTS_PER_IP_PER_HOUR: '3' } },
    );
  });
  afterAll(async () => {
    proxy.restore();
    await server?.close();
    await proxy?.close();
  });

  it('still refuses the fourth wrong password on a phone and the fourth SMS request from an address', async () => {
    const { phone } = await registerUser(server);
    proxy.cut();
    const login = () => post(server, '/user/login', { phone, code: '000000' });
    for (let attempt = 0; attempt < 3; attempt++) expect((await login()).code).not.toBe(Code.rateLimited);
    expect(await login()).toMatchObject({ status: 429, code: Code.rateLimited });

    const sendCode = () => post(server, '/inform/send/code', { phone: newPhone(), type: 'login' });
    for (let attempt = 0; attempt < 3; attempt++) expect((await sendCode()).code).not.toBe(Code.rateLimited);
    expect(await sendCode()).toMatchObject({ status: 429, code: Code.rateLimited });
  });
});
