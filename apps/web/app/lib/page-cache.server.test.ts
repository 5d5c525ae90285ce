import { createServer, get, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { createPageCache, GUEST_CACHE_CONTROL, type PageCacheOptions } from './page-cache.server';

type Render = (request: IncomingMessage, response: ServerResponse) => void | Promise<void>;

/** The web server's shape: the cache before the framework, its capture inside it, then the page's render. */
async function serverWith(render: Render, options: PageCacheOptions = {}) {
  const cache = createPageCache(options);
  let renders = 0;
  const server: Server = createServer((request, response) =>
    cache.serve(request, response, () =>
      cache.capture(request, response, () => {
        renders += 1;
        void render(request, response);
      }),
    ),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { cache, server, url, renders: () => renders };
}

const page =
  (text: string): Render =>
  (_request, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.write('<html><body>');
    response.end(`${text}</body></html>`);
  };

/** The bytes as sent (fetch would decode them). */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    });
  });
}

let open: Server | undefined;
afterEach(() => open?.close());

describe('guests’ page cache', () => {
  it('renders a guest’s page once and gives it again from memory, compressed as asked, with an ETag', async () => {
    const web = await serverWith(page('赛况'));
    open = web.server;
    const first = await fetch(`${web.url}/live/zq/detail/1`);
    expect(await first.text()).toContain('赛况');
    expect(first.headers.get('cache-control')).toBe(GUEST_CACHE_CONTROL);
    expect(first.headers.get('vary')).toMatch(/cookie/i);

    // As browsers ask: gzip listed first at the same weight, br (the smaller) given.
    const again = await rawGet(`${web.url}/live/zq/detail/1`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(again.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(again.body).toString()).toBe('<html><body>赛况</body></html>');
    expect(again.headers.vary).toBe('Accept-Encoding, Cookie');
    expect(web.renders()).toBe(1);
    expect(web.cache.hits()).toBe(1);

    const etag = String(again.headers.etag);
    const unchanged = await fetch(`${web.url}/live/zq/detail/1`, { headers: { 'if-none-match': etag } });
    expect(unchanged.status).toBe(304);
  });

  it('never gives a signed-in fan’s page from memory nor keeps it', async () => {
    const web = await serverWith(page('我的'));
    open = web.server;
    const signedIn = { cookie: 'kq_token=InRva2VuIg%3D%3D; kq_theme=x' };
    await fetch(`${web.url}/news/1002/`, { headers: signedIn });
    await fetch(`${web.url}/news/1002/`, { headers: signedIn });
    expect(web.renders()).toBe(2);
    await fetch(`${web.url}/news/1002/`);
    expect(web.renders()).toBe(3);
  });

  it('gives a marked fan the guests’ render of a shared page, private to them, and renders anything else for them', async () => {
    const cookies: string[] = [];
    const web = await serverWith((request, response) => {
      cookies.push(String(request.headers.cookie ?? ''));
      page('比赛')(request, response);
    });
    open = web.server;
    const fan = { cookie: 'kq_theme=x; kq_token=InRva2VuIg%3D%3D; kq_signed=1' };
    await fetch(`${web.url}/live/zq/detail/7`, { headers: { cookie: 'kq_theme=x' } });
    const shared = await fetch(`${web.url}/live/zq/detail/7`, { headers: fan });
    expect(await shared.text()).toContain('比赛');
    expect(shared.headers.get('cache-control')).toBe('private, no-store');
    expect(web.renders()).toBe(1);

    // Unmarked (a session from before the marker), or a page that is the fan's own: rendered for them.
    await fetch(`${web.url}/live/zq/detail/7`, { headers: { cookie: 'kq_theme=x; kq_token=InRva2VuIg%3D%3D' } });
    await fetch(`${web.url}/user`, { headers: fan });
    expect(web.renders()).toBe(3);

    // With no render to give, a fan's request renders the guests' page, without their session, for everyone.
    const first = await fetch(`${web.url}/live/hot`, { headers: fan });
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    expect(cookies.at(-1)).toBe('kq_theme=x');
    const guest = await fetch(`${web.url}/live/hot`, { headers: { cookie: 'kq_theme=x' } });
    expect(guest.headers.get('cache-control')).toBe(GUEST_CACHE_CONTROL);
    expect(web.renders()).toBe(4);
  });

  it('keeps pages apart by the guest’s cookies', async () => {
    const web = await serverWith((request, response) => page(String(request.headers.cookie))(request, response));
    open = web.server;
    expect(await (await fetch(`${web.url}/live/hot`, { headers: { cookie: 'kq_theme=a' } })).text()).toContain('a');
    expect(await (await fetch(`${web.url}/live/hot`, { headers: { cookie: 'kq_theme=b' } })).text()).toContain('b');
    expect(web.renders()).toBe(2);
  });

  it('lets guests who come during the first render wait for it, and renders it once', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const web = await serverWith(async (request, response) => {
      await held;
      page('首发')(request, response);
    });
    open = web.server;
    const answers = Array.from({ length: 5 }, () => fetch(`${web.url}/vlive/0`).then((r) => r.text()));
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    expect(await Promise.all(answers)).toEqual(Array(5).fill('<html><body>首发</body></html>'));
    expect(web.renders()).toBe(1);
  });

  it('gives the last page while the next is rendered, then the new one', async () => {
    let now = 0;
    let text = 'v1';
    const web = await serverWith((request, response) => page(text)(request, response), { now: () => now });
    open = web.server;
    await fetch(`${web.url}/live/hot`);
    now = 1500;
    text = 'v2';
    // The first request past a second renders; the page it brings is given from then on.
    expect(await (await fetch(`${web.url}/live/hot`)).text()).toContain('v2');
    expect(await (await fetch(`${web.url}/live/hot`)).text()).toContain('v2');
    expect(web.renders()).toBe(2);
  });

  it('settles guests waiting for a request nothing rendered (a file, an answer before the page middleware)', async () => {
    const cache = createPageCache();
    let answered = 0;
    // As the static server does: it answers before the capture middleware ever runs.
    const server = createServer((request, response) =>
      cache.serve(request, response, () => {
        answered += 1;
        setTimeout(() => response.end('ok'), 20);
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    open = server;
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/live/hot`;
    expect(await Promise.all([fetch(url), fetch(url)].map(async (r) => (await r).status))).toEqual([200, 200]);
    expect(answered).toBe(2);
  });

  it('keeps no error page, no page that sets a cookie and no private page', async () => {
    const answers: Record<string, Render> = {
      '/missing': (_request, response) => void response.writeHead(404).end('未找到'),
      '/cookie': (_request, response) => void response.setHeader('set-cookie', 'a=b').end('ok'),
      '/private': (_request, response) => void response.setHeader('cache-control', 'private, no-store').end('ok'),
    };
    const web = await serverWith((request, response) => answers[request.url!]!(request, response));
    open = web.server;
    for (const path of Object.keys(answers)) {
      const response = await fetch(web.url + path);
      if (path === '/missing') expect(response.headers.get('cache-control')).toBeNull();
      await fetch(web.url + path);
    }
    expect(web.renders()).toBe(6);
    expect(web.cache.hits()).toBe(0);
  });
});
