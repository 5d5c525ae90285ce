import { StringDecoder } from 'node:string_decoder';
import { Transform } from 'node:stream';

const MODULE_PRELOAD = '<link rel="modulepreload"';
const LOW_PRIORITY_MODULE_PRELOAD = '<link rel="modulepreload" fetchpriority="low"';

/** How many characters at the end of `text` could begin a module preload tag cut in two by the stream. */
function cutTagLength(text: string): number {
  for (let length = Math.min(MODULE_PRELOAD.length - 1, text.length); length > 0; length -= 1) {
    if (MODULE_PRELOAD.startsWith(text.slice(text.length - length))) return length;
  }
  return 0;
}

/**
 * Marks the page's module preloads (React hoists them into the head, ahead of the stylesheets) as low
 * fetch priority: the first paint needs the HTML and its CSS only, since module scripts never block
 * rendering; at their default high priority the scripts take the connections before the stylesheets
 * (HTTP/1.1 allows six per host). They still load in parallel, right after.
 */
export function lowPriorityModulePreloads(): Transform {
  const decoder = new StringDecoder('utf8');
  let held = '';
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = (held + decoder.write(chunk)).replaceAll(MODULE_PRELOAD, LOW_PRIORITY_MODULE_PRELOAD);
      const cut = cutTagLength(text);
      held = text.slice(text.length - cut);
      callback(null, text.slice(0, text.length - cut));
    },
    flush(callback) {
      callback(null, (held + decoder.end()).replaceAll(MODULE_PRELOAD, LOW_PRIORITY_MODULE_PRELOAD));
    },
  });
}
