import { reactRouter } from '@react-router/dev/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { firstScreenChunks } from './bundling/first-screen-chunks.ts';
import { productionRouter, routerTreeShaking } from './bundling/production-router.ts';

const appFile = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

/** The first screen's chunks (browser build only): what app/first-screen.ts imports, then the score lists. */
const firstScreen = firstScreenChunks([
  { name: 'first-screen', importsOf: appFile('app/first-screen.ts') },
  // The status labels, which the score lists and the 直播 tab's 动画直播 cards share: a chunk of their own, or
  // the score lists' chunk would take them in and the 直播 tab would load the lists' 6 KB.
  { name: 'status-labels', module: appFile('app/lib/status-labels.ts') },
  // What the score lists run on their first screen, football's rows included: one file compresses better than
  // two for the 比分 tab (basketball's lists load football's 2.6 KB, within their 150 KB).
  { name: 'live-list', module: appFile('app/features/football/football-list-page.tsx') },
]);

export default defineConfig(({ isSsrBuild, command }) => ({
  plugins: [reactRouter(), ...(command === 'build' && !isSsrBuild ? [routerTreeShaking, firstScreen.plugin] : [])],
  resolve: {
    // antd-mobile reaches into the CommonJS builds of its rc-* helpers (rc-util/lib/…); the ES module
    // builds next to them are the same code, which both the dev server and the bundler take as is.
    // One copy of each module also means one React context where antd-mobile's form expects it.
    alias: [
      { find: /^rc-util\/lib\/(.*)$/, replacement: 'rc-util/es/$1' },
      { find: /^rc-field-form\/lib\/(.*)$/, replacement: 'rc-field-form/es/$1' },
      ...(command === 'build' && !isSsrBuild ? productionRouter : []),
    ],
  },
  ssr: {
    // antd-mobile imports its CSS from JS, which Node cannot load, so server rendering bundles it, and
    // the helpers it uses with it, whose published entry points are CommonJS that plain Node would
    // hand over as `{ default }` objects.
    noExternal: ['antd-mobile', /^rc-/, /^@rc-component\//, 'ahooks', /^@react-spring\//, /^@use-gesture\//],
  },
  build: isSsrBuild ? {} : { rolldownOptions: { output: { codeSplitting: firstScreen.codeSplitting } } },
  server: { port: 3000, host: true },
}));
