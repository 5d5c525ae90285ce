import { Code } from '@kanqiu/domain';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPhone } from '../support/api';
import { nginxAvailable, startNginx, type Nginx } from '../support/nginx';
import { backends } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';

/**
 * Behind the balancer docs/deploy.md describes (one nginx, `TRUST_PROXY=1`), a client that writes its
 * own X-Forwarded-For does not choose the address the per-address limits count: nginx appends the address it
 * saw, and the API believes that one hop only (docs/decisions/0023-proxies.md). Clients differ by their loopback source
 * address (127.0.0.x).
 */
describe.skipIf(!nginxAvailable() && !process.env.CI).each(backends())(
  'the address behind nginx on $name',
  (backend) => {
    const server = useTestServer(backend, { env: { TRUST_PROXY: '1', SMS_ATTEMPTS_PER_IP_PER_HOUR: '3' } });
    let nginx: Nginx;

    beforeAll(async () => {
      nginx = await startNginx(server().url, 'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
    });
    afterAll(() => nginx.close());

    /** An SMS code request from the client at `from`, forging the left-most forwarded address. */
    const sendCode = (from: string, forged: string) =>
      new Promise<{ status: number; code: number }>((resolve, reject) => {
        const body = JSON.stringify({ phone: newPhone(), type: 'login' });
        const sent = request(
          `${nginx.url}/inform/send/code`,
          {
            method: 'POST',
            localAddress: from,
            headers: {
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(body),
              'x-forwarded-for': forged,
            },
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => {
              const { code } = JSON.parse(Buffer.concat(chunks).toString()) as { code: number };
              resolve({ status: response.statusCode ?? 0, code });
            });
          },
        );
        sent.on('error', reject);
        sent.end(body);
      });

    it('counts SMS requests against the address nginx saw, whatever the client forges', async () => {
      for (let attempt = 0; attempt < 3; attempt++) {
        expect((await sendCode('127.0.0.2', `203.0.113.${attempt + 1}`)).code).toBe(Code.phoneNotRegistered);
      }
      expect(await sendCode('127.0.0.2', '203.0.113.99')).toMatchObject({ status: 429, code: Code.rateLimited });
      // Another fan behind the same balancer is counted on his own.
      expect((await sendCode('127.0.0.3', '203.0.113.1')).code).toBe(Code.phoneNotRegistered);
    });
  },
);
