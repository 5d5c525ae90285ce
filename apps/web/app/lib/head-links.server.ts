import { readFileSync } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import { Transform } from 'node:stream';
import { afterPaintScript } from './after-paint.server';

const REWRITTEN_TAGS = ['<link ', '<script '];
const START_TAG = /<(?:link|script) [^>]*>/g;

/**
 * Where an unfinished `<link …>` or `<script …>` start tag begins at the end of `text` (the stream cut it),
 * or -1: a tag opened and not closed, or the text ending on the first characters of `<link ` or `<script `.
 */
function unfinishedTagStart(text: string): number {
  const open = Math.max(...REWRITTEN_TAGS.map((tag) => text.lastIndexOf(tag)));
  if (open >= 0 && !text.includes('>', open)) return open;
  for (let length = Math.min('<script '.length - 1, text.length); length > 0; length -= 1) {
    const end = text.slice(text.length - length);
    if (REWRITTEN_TAGS.some((tag) => tag.startsWith(end))) return text.length - length;
  }
  return -1;
}

/**
 * Rewrites every `<link …>` and `<script …>` start tag of the HTML stream with `rewrite`,
 * wherever the stream cuts it.
 */
export function rewriteStartTags(rewrite: (tag: string) => string): Transform {
  const decoder = new StringDecoder('utf8');
  let held = '';
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = held + decoder.write(chunk);
      const cut = unfinishedTagStart(text);
      held = cut >= 0 ? text.slice(cut) : '';
      callback(null, (cut >= 0 ? text.slice(0, cut) : text).replace(START_TAG, rewrite));
    },
    flush(callback) {
      callback(null, (held + decoder.end()).replace(START_TAG, rewrite));
    },
  });
}

const MODULE_PRELOAD = '<link rel="modulepreload"';
const MODULE_SCRIPT = /^<script\b([^>]*) type="module"/;

const NONCE = /\snonce="([^"]*)"/;

/**
 * A module preload or module script that waits, inert, for the first paint
 * (docs/decisions/0049-scripts-wait-for-first-paint.md). Fetched while the page was still painting, the scripts counted
 * in Lighthouse's simulation as part of its largest paint; and a page whose scripts come from the cache would hydrate
 * before it paints. A preload loses its `rel`; the module script gets a type no browser runs and, just before it, the
 * script that wakes them both once the page has painted (after-paint.server.ts); `data-after-paint` keeps what they
 * were.
 */
export function afterFirstPaint(tag: string): string {
  if (tag.startsWith(MODULE_PRELOAD)) {
    return `<link data-after-paint="modulepreload"${tag.slice(MODULE_PRELOAD.length)}`;
  }
  if (!MODULE_SCRIPT.test(tag)) return tag;
  const nonce = NONCE.exec(tag)?.[1];
  const wake = `<script${nonce === undefined ? '' : ` nonce="${nonce}"`}>${afterPaintScript}</script>`;
  return wake + tag.replace(MODULE_SCRIPT, '<script$1 type="text/plain" data-after-paint="module"');
}

/** A built stylesheet's link as React writes it (a `#` ends the URL of one that a lazy chunk loads too). */
const BUILT_STYLESHEET = /^<link\b(?=[^>]*\srel="stylesheet")[^>]*\shref="(\/assets\/[\w.-]+\.css)#?"/;

/**
 * The page's built stylesheets written into the HTML (docs/decisions/0046-first-screen-stylesheets-in-html.md: the
 * first paint needs the HTML alone). Each `<link rel="stylesheet">` React renders gets its rules in a `<style>` just
 * before it, and is itself kept, disabled, for React to hydrate (a disabled stylesheet is never fetched). The browser
 * then paints without waiting for a stylesheet; the `<style>` stays for the visit, and the pages the fan goes to next
 * bring their own stylesheets as links, later in the head, as before.
 *
 * `readStylesheet` gives a built file's text by its URL path, or null when there is none (the dev server).
 */
export function inlineStylesheet(readStylesheet: (href: string) => string | null): (tag: string) => string {
  return (tag) => {
    const href = BUILT_STYLESHEET.exec(tag)?.[1];
    const css = href ? readStylesheet(href) : null;
    if (!href || css === null || css.includes('</style')) return tag;
    return `<style data-href="${href}">${css}</style><link disabled=""${tag.slice('<link'.length)}`;
  };
}

/** Reads the client build's stylesheets, each once: they are immutable for the life of the process. */
export function builtStylesheets(clientDirectory: URL): (href: string) => string | null {
  const cache = new Map<string, string | null>();
  return (href) => {
    if (!cache.has(href)) {
      try {
        cache.set(href, readFileSync(new URL(`.${href}`, clientDirectory), 'utf8'));
      } catch {
        cache.set(href, null);
      }
    }
    return cache.get(href) ?? null;
  };
}
