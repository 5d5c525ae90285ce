import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import Negotiator from 'negotiator';
import onHeaders from 'on-headers';
import { readCookie } from './cookie-text';
import { hasSignedInMarker, SIGNED_IN_COOKIE } from './signed-in-marker';

type Encoding = 'br' | 'gzip';

/** One render of a guest's page, with each encoding made once, the first time a browser asks for it. */
type Page = {
  headers: OutgoingHttpHeaders;
  body: Buffer;
  encoded: Map<Encoding, Buffer>;
  etag: string;
  madeAt: number;
};

/** A request that came while its page was being rendered, with nothing to give it yet. */
type Waiter = { request: IncomingMessage; response: ServerResponse; render: () => void; fan: boolean };

export type PageCacheOptions = {
  /** How long a render is given as it is (about a second: the socket brings a page up to date). */
  freshMs?: number;
  /** How long an older render may still be given while the next one is being made. */
  staleMs?: number;
  maxBytes?: number;
  now?: () => number;
};

/** A guest's page in a shared cache (nginx, a CDN): a second fresh, a few more while the next one is fetched. */
export const GUEST_CACHE_CONTROL = 'public, max-age=0, s-maxage=1, stale-while-revalidate=5';
/** What a guest's page varies on: how it is compressed, and the guest's own cookies (theme, filters, 防剧透). */
const GUEST_VARY = 'Accept-Encoding, Cookie';
const SESSION_COOKIE = 'kq_token';
const MAX_PAGE_BYTES = 2 * 1024 * 1024;
// Headers that belong to one sending of the bytes, not to the page.
const PER_SENDING = ['content-length', 'content-encoding', 'transfer-encoding', 'etag', 'date', 'connection', 'vary'];

const ENCODINGS = ['br', 'gzip', 'identity'];

const encoders: Record<Encoding, (bytes: Buffer) => Buffer> = {
  br: (bytes) => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (bytes) => gzipSync(bytes),
};

const rendering = Symbol('page-cache render key');
const rendered = Symbol('page-cache rendered bytes');
type Marked = IncomingMessage & { [rendering]?: string; [rendered]?: Buffer[] };

/** Files (assets, icons, the manifest) are the static server's; only pages and their `.data` are rendered. */
const isFile = (url: string) => /\.(?!data$)[a-z0-9]+$/i.test(url.split('?')[0] ?? '');

/**
 * A signed-in fan's pages that a crowd opens at once (a match, the score list, 头条's columns, the room lists, a
 * room) are given the guests' render, which holds nothing of anyone's; the browser then asks for the fan's own
 * data (stars, their name, their coins) once the page is live (root.tsx), a tap meanwhile counts them signed in
 * (`signedInNow`) and the chat composer waits for it (`useFanDataPending`). An article, where a fan's 已赞 and
 * comments are the page, is rendered for them.
 */
const SHARED_PAGES = [
  /^\/live$/,
  /^\/live\/hot$/,
  /^\/live\/(zq|lq)\/detail\/\d+$/,
  /^\/news\/\d+\/$/,
  /^\/vlive\/\d*$/,
  /^\/vlive\/detail\/\d+$/,
];

/** Whether a page (path and query) is one of the fans' shared pages. */
function isSharedPage(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return SHARED_PAGES.some((page) => page.test(path));
}

/** Who asks: a guest, whose render may be kept; a fan given the guests' render of a shared page; or neither. */
type Asker = { key: string; fan: boolean };

/** The cookies but the session and its marker: what a fan shares with guests of the same settings. */
const guestCookiesOf = (cookie: string) =>
  cookie
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith(`${SESSION_COOKIE}=`) && !part.startsWith(`${SIGNED_IN_COOKIE}=`))
    .join('; ');

/**
 * Keyed by everything the render reads of the request: its URL, host, forwarded scheme and cookies (a guest's
 * theme, list filters and 防剧透 settings). A fan's request to a shared page, marked as
 * the browser's, takes the key of a guest with the same settings; any other fan's request is theirs alone.
 */
function askerOf(request: IncomingMessage): Asker | null {
  if (request.method !== 'GET' || isFile(request.url ?? '')) return null;
  const cookie = request.headers.cookie ?? '';
  const signedIn = Boolean(readCookie(cookie, SESSION_COOKIE));
  if (signedIn && !(hasSignedInMarker(cookie) && isSharedPage(request.url ?? ''))) return null;
  const settings = signedIn ? guestCookiesOf(cookie) : cookie;
  const key = `${request.url}\n${request.headers.host}\n${request.headers['x-forwarded-proto'] ?? ''}\n${settings}`;
  return { key, fan: signedIn };
}

/** A render another guest may be given: a whole 200 page that sets no cookie and says nothing private. */
function shareable(response: ServerResponse, body: Buffer, control: string): boolean {
  if (response.statusCode !== 200 || response.hasHeader('set-cookie') || body.length > MAX_PAGE_BYTES) return false;
  if (/private|no-store/i.test(control)) return false;
  const vary = String(response.getHeader('vary') ?? '').toLowerCase();
  return vary.split(',').every((field) => ['', 'accept-encoding', 'cookie'].includes(field.trim()));
}

/** A guest's 200 page may be kept by a shared cache; an error or a redirect is not. */
function shareWhenWhole(response: ServerResponse): void {
  response.setHeader('cache-control', GUEST_CACHE_CONTROL);
  onHeaders(response, () => {
    if (response.statusCode !== 200 && response.getHeader('cache-control') === GUEST_CACHE_CONTROL)
      response.removeHeader('cache-control');
    const vary = String(response.getHeader('vary') ?? '');
    if (!/\bcookie\b/i.test(vary)) response.setHeader('vary', vary ? `${vary}, Cookie` : 'Cookie');
  });
}

function pageOf(response: ServerResponse, body: Buffer, control: string, now: number): Page {
  const headers: OutgoingHttpHeaders = { 'cache-control': control };
  for (const [name, value] of Object.entries(response.getHeaders()))
    if (value !== undefined && !PER_SENDING.includes(name) && name !== 'cache-control') headers[name] = value;
  const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
  return { headers, body, encoded: new Map(), etag, madeAt: now };
}

function encodedBody(page: Page, encoding: Encoding | null): Buffer {
  if (!encoding) return page.body;
  const known = page.encoded.get(encoding);
  if (known) return known;
  const made = encoders[encoding](page.body);
  page.encoded.set(encoding, made);
  return made;
}

/** A fan's copy of a guests' page is theirs to keep, never a shared cache's. */
const FAN_CACHE_CONTROL = 'private, no-store';

/**
 * A fan's request made a guest's: without the session and its marker, the app renders the guests' page. What the
 * app says of caching is kept for the page; the fan's copy goes out private.
 */
function renderAsGuest(request: IncomingMessage, response: ServerResponse, control: { app: string }): void {
  request.headers.cookie = guestCookiesOf(request.headers.cookie ?? '');
  onHeaders(response, () => {
    control.app = String(response.getHeader('cache-control') ?? '');
    response.setHeader('cache-control', FAN_CACHE_CONTROL);
  });
}

function send(page: Page, request: IncomingMessage, response: ServerResponse, now: number, fan = false): void {
  const common = {
    etag: page.etag,
    vary: GUEST_VARY,
    age: String(Math.floor((now - page.madeAt) / 1000)),
    'cache-control': fan ? FAN_CACHE_CONTROL : page.headers['cache-control'],
  };
  if (request.headers['if-none-match'] === page.etag) {
    response.writeHead(304, common).end();
    return;
  }
  // Browsers list gzip before br at the same weight; br is the smaller, so it wins a tie.
  const negotiator = new Negotiator(request) as Negotiator & {
    encoding(available: string[], options: { preferred: string[] }): string | undefined;
  };
  const encoding = (negotiator.encoding(ENCODINGS, { preferred: ENCODINGS }) ?? 'identity') as Encoding | 'identity';
  const chosen = encoding === 'identity' ? null : encoding;
  const body = encodedBody(page, chosen);
  const headers = { ...page.headers, ...common, 'content-length': body.length };
  response.writeHead(200, chosen ? { ...headers, 'content-encoding': chosen } : headers).end(body);
}

/**
 * Guests' pages rendered once per URL and second (docs/decisions/0055-one-read-cache.md): a render is given to every
 * guest who asks while it is fresh, then for a few seconds more while one request renders the next; guests who come
 * before any render is done wait for the one in flight rather than render it again. Signed-in fans are never given a
 * guest's page. `serve` runs before the web framework; `capture` runs inside it, after the compression middleware, to
 * keep the render's bytes as they were made.
 */
export function createPageCache(options: PageCacheOptions = {}) {
  const freshMs = options.freshMs ?? 1000;
  const staleMs = options.staleMs ?? 5000;
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const now = options.now ?? Date.now;
  const pages = new Map<string, Page>();
  const waiting = new Map<string, Waiter[]>();
  let bytes = 0;
  let hits = 0;

  function remember(key: string, page: Page): void {
    const old = pages.get(key);
    if (old) bytes -= old.body.length;
    pages.delete(key);
    pages.set(key, page);
    bytes += page.body.length;
    for (const [oldest, { body }] of pages) {
      if (bytes <= maxBytes) break;
      pages.delete(oldest);
      bytes -= body.length;
    }
  }

  function settle(key: string, page: Page | null): void {
    const waiters = waiting.get(key) ?? [];
    waiting.delete(key);
    for (const waiter of waiters) {
      if (page) send(page, waiter.request, waiter.response, now(), waiter.fan);
      else waiter.render();
    }
  }

  return {
    /** Answers from memory when it can; otherwise `render` is called now, or once the render in flight is done. */
    serve(request: IncomingMessage, response: ServerResponse, render: () => void): void {
      const asker = askerOf(request);
      if (asker === null) return render();
      const { key, fan } = asker;
      const page = pages.get(key);
      const age = page ? now() - page.madeAt : Infinity;
      const inFlight = waiting.get(key);
      if (page && (age < freshMs || (inFlight && age < freshMs + staleMs))) {
        hits += 1;
        return send(page, request, response, now(), fan);
      }
      if (inFlight) return void inFlight.push({ request, response, render, fan });
      waiting.set(key, []);
      (request as Marked)[rendering] = key;
      // A fan renders the guests' page for everyone (their session left out), and gets it as theirs alone.
      const control = { app: '' };
      if (fan) renderAsGuest(request, response, control);
      else onHeaders(response, () => (control.app = String(response.getHeader('cache-control') ?? '')));
      // Whatever answers it (a render, an error, a redirect), the guests waiting for it are settled when it ends.
      response.once('close', () => {
        const chunks = (request as Marked)[rendered];
        const body = chunks ? Buffer.concat(chunks) : null;
        const whole = body && response.writableFinished && shareable(response, body, control.app);
        const page = whole ? pageOf(response, body, control.app, now()) : null;
        if (page) remember(key, page);
        settle(key, page);
      });
      render();
    },

    /** Middleware: marks a guest's page shareable and keeps the render a waiting guest will be given. */
    capture(request: IncomingMessage, response: ServerResponse, next: () => void): void {
      if (askerOf(request)?.fan === false) shareWhenWhole(response);
      if ((request as Marked)[rendering] === undefined) return next();
      const chunks: Buffer[] = [];
      (request as Marked)[rendered] = chunks;
      const write = response.write.bind(response) as (...args: unknown[]) => boolean;
      const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse;
      const keep = (chunk: unknown, encoding: unknown) => {
        if (typeof chunk === 'string')
          chunks.push(Buffer.from(chunk, (encoding as BufferEncoding | undefined) ?? 'utf8'));
        else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
      };
      response.write = ((chunk: unknown, ...rest: unknown[]) => {
        keep(chunk, rest[0]);
        return write(chunk, ...rest);
      }) as typeof response.write;
      response.end = ((chunk?: unknown, ...rest: unknown[]) => {
        if (typeof chunk !== 'function') keep(chunk, rest[0]);
        return end(chunk, ...rest);
      }) as typeof response.end;
      next();
    },

    /** How many requests were given a page from memory (diagnostics and tests). */
    hits: () => hits,
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
