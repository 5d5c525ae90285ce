import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { lowPriorityModulePreloads } from './module-preload-priority.server';

const head =
  '<head><title>看球直播</title><link rel="modulepreload" href="/assets/entry.js"/>' +
  '<link rel="modulepreload" href="/assets/framework.js"/><link rel="stylesheet" href="/assets/app.css"/></head>';

/** The HTML through the rewriter, written in the given pieces of bytes. */
function rewrite(pieces: Buffer[]): Promise<string> {
  return text(Readable.from(pieces).pipe(lowPriorityModulePreloads()));
}

const bytes = Buffer.from(head, 'utf8');

describe('lowPriorityModulePreloads', () => {
  it('marks every module preload low priority and leaves the rest of the page as it was', async () => {
    const html = await rewrite([bytes]);
    expect(html.match(/<link rel="modulepreload" fetchpriority="low" href=/g)).toHaveLength(2);
    expect(html.replaceAll(' fetchpriority="low"', '')).toBe(head);
  });

  it('finds a tag that the stream cut anywhere, even inside a Chinese character', async () => {
    const whole = await rewrite([bytes]);
    for (let at = 1; at < bytes.length; at += 1) {
      expect(await rewrite([bytes.subarray(0, at), bytes.subarray(at)])).toBe(whole);
    }
  });

  it('gives back a page that ends on the start of a tag', async () => {
    expect(await rewrite([Buffer.from('<p>完</p><link rel="mod')])).toBe('<p>完</p><link rel="mod');
  });
});
