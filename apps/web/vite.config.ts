import { reactRouter } from '@react-router/dev/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

/**
 * What every page's first screen runs, in one `framework` chunk: React, React DOM and React Router; the shell
 * (root, layouts, tab bar and icons, download banner, the list states most pages draw, the hydration boundaries
 * of the long lists); the date formatter and 防剧透's settings reader and tap-to-reveal, which the score lists,
 * 头条's cards and match details share. gzip compresses one file better than the same code in three (1 KB less
 * on the 比分 tab). The price: pages without scores load those 1.2 KB too (/user and /vlive/0 stay well within
 * their budgets), and a change to the shell renames the framework file, which a returning visitor then fetches
 * again.
 */
const everyFirstScreen = [
  /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
  /app[\\/](root\.tsx|layouts[\\/](download-tips|tab-bar)\.tsx|features[\\/]shell[\\/](error-page|icons|tab-bar|download-banner|loading-indicator|states[\\/]states)\.tsx|features[\\/]live[\\/]list-states\.tsx|lib[\\/](root-data|theme|chunk-reload|safe-redirect|tab-bar|use-banner-closed|cookie-text|download-banner|page-loaded|hydration-boundaries|fan-data|stores[\\/](banner-store|external-value))\.tsx?)$/,
  /(app[\\/](features[\\/]spoiler[\\/]spoiler-(store|reveal)|lib[\\/](spoiler-cookie|format-date))|domain[\\/]src[\\/]notify[\\/]spoiler)\.tsx?$/,
];

/** Fewer, larger chunks on the first screen (browser build only). */
const firstScreenChunks = {
  groups: [
    { name: 'framework', test: (id: string) => everyFirstScreen.some((pattern) => pattern.test(id)) },
    // Vite's helper for lazy imports stays a chunk of its own, or the next group would take it in and
    // every page with a lazy import would load the score lists' code.
    { name: 'preload-helper', test: /preload-helper/ },
    // The status labels, which the score lists and the 直播 tab's 动画直播 cards share: a chunk of their own, or
    // the next group would take them in and the 直播 tab would load the lists' 6 KB.
    { name: 'status-labels', test: /app[\\/]lib[\\/]status-labels\.ts$/ },
    {
      // What the score lists run on their first screen, football's rows included: one file compresses
      // better than two for the 比分 tab (basketball's lists load football's 2.6 KB, within their 150 KB).
      name: 'live-list',
      test: /app[\\/](features[\\/]live[\\/](date-bar|follow-star|list-sections|live-header|live-list-page|format|server-clock|use-sports-now)|features[\\/]football[\\/](football-list-page|match-row|row-minute|use-live-football-list))\.tsx?$/,
    },
  ],
};

/**
 * react-router's package exports name only its development build (warnings and checks included); the
 * browser bundle takes the production build published next to it (0.6 KB less gzip on every page).
 */
const routerDist = fileURLToPath(new URL('../../node_modules/react-router/dist/production/', import.meta.url));
const productionRouter = [
  { find: /^react-router$/, replacement: `${routerDist}index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${routerDist}dom-export.mjs` },
];

/**
 * React Router's production build still names its contexts and components for React DevTools
 * (`Link.displayName = "Link"`) and leaves its `forwardRef` and `createContext` calls unmarked: to the
 * bundler both look like side effects, so components no page renders (NavLink, …) stayed in the framework
 * chunk. The browser build drops the names and marks those calls pure, so what is unused is left out.
 */
const routerTreeShaking: Plugin = {
  name: 'kanqiu:react-router-tree-shaking',
  transform(code, id) {
    if (!id.startsWith(routerDist)) return null;
    return code
      .replace(/^\s*[\w$]+\.displayName = "[^"]*";$/gm, '')
      .replace(/\bReact\d*\.(forwardRef|createContext)\(/g, '/* @__PURE__ */ $&');
  },
};

export default defineConfig(({ isSsrBuild, command }) => ({
  plugins: [reactRouter(), ...(command === 'build' && !isSsrBuild ? [routerTreeShaking] : [])],
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
  build: isSsrBuild ? {} : { rolldownOptions: { output: { codeSplitting: firstScreenChunks } } },
  server: { port: 3000, host: true },
}));
