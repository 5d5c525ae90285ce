import { execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer, type Server } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomNickName, randomPhone, registerThroughApi } from '../support/api';
import { expect, test } from '../support/fixtures';
import { e2ePorts } from '../support/ports';
import { startWebServer } from '../support/web-server';
import { loginWithPassword } from '../support/ui';

/**
 * The deployment docs/deploy.md prescribes: a TLS-terminating reverse proxy in front of the web server,
 * which trusts it (WEB_TRUST_PROXY). Forms must pass the origin check and the session cookie be Secure.
 */
const { proxiedWeb: webPort, tls: tlsPort } = e2ePorts;

let web: ChildProcess | undefined;
let proxy: Server | undefined;

function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const directory = mkdtempSync(join(tmpdir(), 'kanqiu-tls-'));
  const [key, cert] = [join(directory, 'key.pem'), join(directory, 'cert.pem')];
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1'].concat([
      '-keyout',
      key,
      '-out',
      cert,
    ]),
    { stdio: 'ignore' },
  );
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

/** Forwards every request to the web server as a reverse proxy does, saying it came over https. */
function startTlsProxy(): Promise<Server> {
  const server = createServer(selfSignedCertificate(), (incoming, outgoing) => {
    const headers = {
      ...incoming.headers,
      'x-forwarded-proto': 'https',
      'x-forwarded-for': incoming.socket.remoteAddress ?? '',
    };
    const forwarded = httpRequest(
      { host: '127.0.0.1', port: webPort, method: incoming.method, path: incoming.url, headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    incoming.pipe(forwarded);
  });
  return new Promise((resolve) => server.listen(tlsPort, '127.0.0.1', () => resolve(server)));
}

test.beforeAll(async () => {
  web = await startWebServer(webPort, { WEB_TRUST_PROXY: 'loopback' });
  proxy = await startTlsProxy();
});

test.afterAll(async () => {
  web?.kill('SIGTERM');
  await new Promise((resolve) => (proxy ? proxy.close(resolve) : resolve(undefined)));
});

test.use({ ignoreHTTPSErrors: true, baseURL: `https://127.0.0.1:${tlsPort}` });

test('logs in through a TLS-terminating proxy: the form passes and the session cookie is Secure', async ({
  page,
  request,
  context,
}) => {
  const account = { phone: randomPhone(), password: 'kanqiu2026', nickName: randomNickName() };
  await registerThroughApi(request, account);

  const first = await page.goto('/user/login');
  expect(first?.headers()['strict-transport-security']).toMatch(/^max-age=/);
  // A guest's page given again from the page cache, before Express, pins https too.
  const again = await request.get(`${page.url()}`);
  expect(again.headers()['strict-transport-security']).toMatch(/^max-age=/);
  expect(first?.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+'/);

  await loginWithPassword(page, account.phone, account.password);
  await expect(page).toHaveURL(/\/user$/);
  await expect(page.getByTestId('my-nickname')).toHaveText(account.nickName);

  const cookies = await context.cookies();
  expect(cookies.length).toBeGreaterThan(0);
  expect(cookies.every((cookie) => cookie.secure)).toBe(true);
});
