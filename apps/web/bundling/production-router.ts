import { fileURLToPath } from 'node:url';
import type { Alias, Plugin } from 'vite';

/** React Router's production build, published next to the development build its package exports name. */
export const routerDist = fileURLToPath(
  new URL('../../../node_modules/react-router/dist/production/', import.meta.url),
);

/**
 * react-router's package exports name only its development build (warnings and checks included); the
 * browser bundle takes the production build published next to it (0.6 KB less gzip on every page).
 */
export const productionRouter: Alias[] = [
  { find: /^react-router$/, replacement: `${routerDist}index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${routerDist}dom-export.mjs` },
];

const DISPLAY_NAME = /^\s*[\w$]+\.displayName = "[^"]*";$/gm;
const IMPURE_CALL = /\bReact\d*\.(forwardRef|createContext)\(/g;

/**
 * React Router's production build still names its contexts and components for React DevTools
 * (`Link.displayName = "Link"`) and leaves its `forwardRef` and `createContext` calls unmarked: to the
 * bundler both look like side effects, so components no page renders (NavLink, …) stayed in the first
 * screen's chunk. This drops the names and marks those calls pure, so what is unused is left out. Tied to the
 * version React Router is pinned at: production-router.test.ts fails when the patterns stop matching.
 */
export const treeShakeableRouter = (code: string): string =>
  code.replace(DISPLAY_NAME, '').replace(IMPURE_CALL, '/* @__PURE__ */ $&');

/** The browser build's patch of React Router's production build. */
export const routerTreeShaking: Plugin = {
  name: 'kanqiu:react-router-tree-shaking',
  transform(code, id) {
    return id.startsWith(routerDist) ? treeShakeableRouter(code) : null;
  },
};
