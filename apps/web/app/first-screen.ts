/**
 * What every page's first screen runs: these modules and everything they import are one chunk, the browser
 * entry's (bundling/first-screen-chunks.ts). Nothing imports this file at run time: the build reads its imports.
 *
 * The browser's entry with React, React DOM and React Router; the shell (root, layouts, tab bar, download banner);
 * the list skeleton and the empty and failed states most pages draw, the hydration boundaries of the long lists
 * and the sign-in path of every signed-in control; the date formatter and 防剧透's tap-to-reveal, which the score
 * lists, 头条's cards and match details share. gzip compresses one file better than the same code in several (1 KB
 * less on the 比分 tab). The price: pages without scores load those 1.2 KB too, and a change to the shell renames
 * the entry's file, which a returning visitor then fetches again.
 */
import './entry.client';
import './root';
import './layouts/tab-bar';
import './layouts/download-tips';
import './features/live/list-states';
import './features/shell/states';
import './lib/hydration-boundaries';
import './lib/safe-redirect';
import './features/spoiler/spoiler-reveal';
import './lib/format-date';
