import { readFileSync } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import { Transform } from 'node:stream';

const LINK_TAG = /<link [^>]*>/g;

/**
 * Where an unfinished `<link …>` tag begins at the end of `text` (the stream cut it), or -1: a tag opened
 * and not closed, or the text ending on the first characters of `<link `.
 */
function unfinishedTagStart(text: string): number {
  const open = text.lastIndexOf('<link ');
  if (open >= 0 && !text.includes('>', open)) return open;
  for (let length = Math.min('<link '.length - 1, text.length); length > 0; length -= 1) {
    if ('<link '.startsWith(text.slice(text.length - length))) return text.length - length;
  }
  return -1;
}

/** Rewrites every `<link …>` tag of the HTML stream with `rewrite`, wherever the stream cuts it. */
export function rewriteLinkTags(rewrite: (tag: string) => string): Transform {
  const decoder = new StringDecoder('utf8');
  let held = '';
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = held + decoder.write(chunk);
      const cut = unfinishedTagStart(text);
      held = cut >= 0 ? text.slice(cut) : '';
      callback(null, (cut >= 0 ? text.slice(0, cut) : text).replace(LINK_TAG, rewrite));
    },
    flush(callback) {
      callback(null, (held + decoder.end()).replace(LINK_TAG, rewrite));
    },
  });
}

const MODULE_PRELOAD = '<link rel="modulepreload"';

/**
 * A module preload at low fetch priority. React hoists the page's module preloads into the head, ahead of
 * the stylesheets; at their default high priority the scripts would take the connections (HTTP/1.1 allows
 * six per host) before what the first paint needs. Module scripts never block rendering; they still load
 * in parallel, right after.
 */
export const lowPriorityModulePreload = (tag: string): string =>
  tag.startsWith(MODULE_PRELOAD) ? `${MODULE_PRELOAD} fetchpriority="low"${tag.slice(MODULE_PRELOAD.length)}` : tag;

/** A built stylesheet's link as React writes it (a `#` ends the URL of one that a lazy chunk loads too). */
const BUILT_STYLESHEET = /^<link\b(?=[^>]*\srel="stylesheet")[^>]*\shref="(\/assets\/[\w.-]+\.css)#?"/;

/**
 * The page's built stylesheets written into the HTML (issue 16: the first paint needs the HTML alone).
 * Each `<link rel="stylesheet">` React renders gets its rules in a `<style>` just before it, and is itself
 * kept, disabled, for React to hydrate (a disabled stylesheet is never fetched). The browser then paints
 * without waiting for a stylesheet; the `<style>` stays for the visit, and the pages the fan goes to next
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
