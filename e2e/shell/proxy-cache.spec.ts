import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { randomNickName, randomPhone, registerThroughApi } from '../support/api';
import { expect, test } from '../support/fixtures';
import { e2ePorts } from '../support/ports';
import { loginWithPassword } from '../support/ui';

/**
 * docs/deploy.md puts nginx (Debian's) in front of the web servers with deploy/nginx/web-cache.conf: a guest's
 * page is a cache hit on its second request, a signed-in fan's page never is.
 */
const proxied = `http://127.0.0.1:${e2ePorts.nginx}`;
let nginx: ChildProcess | undefined;

function nginxAvailable(): boolean {
  try {
    execFileSync('nginx', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function nginxConfig(directory: string): string {
  const include = resolve('deploy/nginx/web-cache.conf');
  // As root, nginx's workers run as nobody: they need the cache directory too.
  const user = process.getuid?.() === 0 ? 'user root;' : '';
  return `${user}
daemon off;
worker_processes 1;
pid ${directory}/nginx.pid;
error_log ${directory}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${directory}/body;
  proxy_temp_path ${directory}/proxy;
  fastcgi_temp_path ${directory}/fastcgi;
  uwsgi_temp_path ${directory}/uwsgi;
  scgi_temp_path ${directory}/scgi;
  proxy_cache_path ${directory}/cache levels=1:2 keys_zone=kanqiu_pages:10m max_size=100m inactive=1m;
  upstream kanqiu_web { server 127.0.0.1:${e2ePorts.web}; keepalive 8; }
  server {
    listen 127.0.0.1:${e2ePorts.nginx};
    include ${include};
  }
}
`;
}

async function waitForNginx(): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (
      await fetch(`${proxied}/user`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('nginx did not start');
}

test.beforeAll(async () => {
  test.skip(!nginxAvailable() && !process.env.CI, 'nginx is not installed (apt-get install nginx)');
  const directory = mkdtempSync(join(tmpdir(), 'kanqiu-nginx-'));
  mkdirSync(join(directory, 'cache'));
  chmodSync(directory, 0o777);
  writeFileSync(join(directory, 'nginx.conf'), nginxConfig(directory));
  nginx = spawn('nginx', ['-c', join(directory, 'nginx.conf'), '-p', directory], { stdio: 'ignore' });
  await waitForNginx();
});

test.afterAll(() => {
  nginx?.kill('SIGTERM');
});

const cacheStatus = (response: { headers(): Record<string, string> }) => response.headers()['x-cache-status'];

test('nginx gives a guest’s page again from its cache, never a signed-in fan’s', async ({ page, request }) => {
  // A guest's first request fills the cache (or finds it filled by an earlier one); the next is a hit.
  await request.get(`${proxied}/news/1002/`);
  const again = await request.get(`${proxied}/news/1002/`);
  expect(again.status()).toBe(200);
  expect(cacheStatus(again)).toBe('HIT');
  expect(again.headers()['cache-control']).toContain('public');
  expect(await again.text()).toContain('头条');

  const account = { phone: randomPhone(), password: 'kanqiu2026', nickName: randomNickName() };
  await registerThroughApi(request, account);
  // Signed in at the web's own origin (the API lets that origin call it); cookies are the host's, whatever the port.
  await page.goto('/user/login');
  await loginWithPassword(page, account.phone, account.password);
  await expect(page.getByTestId('my-nickname')).toHaveText(account.nickName);

  // The same page, signed in: past the cache both times, private to the fan.
  const fan = page.context().request;
  for (let i = 0; i < 2; i += 1) {
    const mine = await fan.get(`${proxied}/news/1002/`);
    expect(mine.status()).toBe(200);
    expect(cacheStatus(mine)).toBe('BYPASS');
    expect(mine.headers()['cache-control']).toBe('private, no-store');
  }
  // The fan's own page (我的) is never a hit either, and never shared with a guest.
  expect(cacheStatus(await fan.get(`${proxied}/user`))).toBe('BYPASS');
  const guest = await request.get(`${proxied}/user`);
  expect(await guest.text()).not.toContain(account.nickName);
});
