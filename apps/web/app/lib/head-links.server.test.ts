import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { afterPaintScript } from './after-paint.server';
import { afterFirstPaint, builtStylesheets, inlineStylesheet, rewriteStartTags } from './head-links.server';

const head =
  '<head><title>看球直播</title><link rel="modulepreload" href="/assets/entry.js"/>' +
  '<link rel="modulepreload" href="/assets/framework.js"/><link rel="stylesheet" href="/assets/app.css"/>' +
  '<link nonce="n0nce" rel="stylesheet" href="/assets/live.css#"/></head>' +
  '<body><p>比分</p><script nonce="n0nce">window.__context = {};</script>' +
  '<script nonce="n0nce" type="module" async="">import * as route0 from "/assets/root.js";</script></body>';

const stylesheets: Record<string, string> = {
  '/assets/app.css': '.kq-app{color:#333}',
  '/assets/live.css': '.kq-live{margin:0}',
};
const readStylesheet = (href: string): string | null => stylesheets[href] ?? null;
const inline = inlineStylesheet(readStylesheet);
const rewriteTag = (tag: string): string => inline(afterFirstPaint(tag));

/** The HTML through the rewriter, written in the given pieces of bytes. */
function rewrite(pieces: Buffer[]): Promise<string> {
  return text(Readable.from(pieces).pipe(rewriteStartTags(rewriteTag)));
}

const bytes = Buffer.from(head, 'utf8');

describe('rewriteStartTags', () => {
  it('leaves every module preload and module script inert until the first paint, and the rest as it was', async () => {
    const html = await rewrite([bytes]);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html.match(/<link data-after-paint="modulepreload" href=/g)).toHaveLength(2);
    expect(html).toContain(
      '<body><p>比分</p><script nonce="n0nce">window.__context = {};</script>' +
        `<script nonce="n0nce">${afterPaintScript}</script>` +
        '<script nonce="n0nce" type="text/plain" data-after-paint="module" async="">' +
        'import * as route0 from "/assets/root.js";</script></body>',
    );
  });

  it('writes a stylesheet into the page just before its link, which stays for hydration but is not fetched', async () => {
    const html = await rewrite([bytes]);
    expect(html).toContain(
      '<style data-href="/assets/app.css">.kq-app{color:#333}</style>' +
        '<link disabled="" rel="stylesheet" href="/assets/app.css"/>' +
        '<style data-href="/assets/live.css">.kq-live{margin:0}</style>' +
        '<link disabled="" nonce="n0nce" rel="stylesheet" href="/assets/live.css#"/></head>',
    );
  });

  it('finds a tag that the stream cut anywhere, even inside a Chinese character', async () => {
    const whole = await rewrite([bytes]);
    for (let at = 1; at < bytes.length; at += 1) {
      expect(await rewrite([bytes.subarray(0, at), bytes.subarray(at)])).toBe(whole);
    }
  });

  it('gives back a page that ends on the start of a tag', async () => {
    expect(await rewrite([Buffer.from('<p>完</p><link rel="mod')])).toBe('<p>完</p><link rel="mod');
    expect(await rewrite([Buffer.from('<p>完</p><li')])).toBe('<p>完</p><li');
    expect(await rewrite([Buffer.from('<p>完</p><scrip')])).toBe('<p>完</p><scrip');
  });
});

describe('inlineStylesheet', () => {
  it('leaves a stylesheet it cannot read, or that is not a built asset, as a link', () => {
    const missing = '<link rel="stylesheet" href="/assets/missing.css"/>';
    const source = '<link rel="stylesheet" href="/app/styles/app.css?url"/>';
    expect(inline(missing)).toBe(missing);
    expect(inline(source)).toBe(source);
  });

  it('never writes text that would close the style element early', () => {
    const tag = '<link rel="stylesheet" href="/assets/app.css"/>';
    expect(inlineStylesheet(() => 'a::after{content:"</style>"}')(tag)).toBe(tag);
  });
});

describe('builtStylesheets', () => {
  it('reads a stylesheet of the client build by its URL path, each once', () => {
    const client = mkdtempSync(join(tmpdir(), 'kq-client-'));
    mkdirSync(join(client, 'assets'));
    writeFileSync(join(client, 'assets', 'live-Ab_1.css'), '.kq-live{margin:0}');
    const read = builtStylesheets(pathToFileURL(`${client}/`));
    expect(read('/assets/live-Ab_1.css')).toBe('.kq-live{margin:0}');
    writeFileSync(join(client, 'assets', 'live-Ab_1.css'), '.kq-changed{}');
    expect(read('/assets/live-Ab_1.css')).toBe('.kq-live{margin:0}');
    expect(read('/assets/none.css')).toBeNull();
  });
});
