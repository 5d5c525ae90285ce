import { useContext, useEffect, useMemo, type ContextType } from 'react';
import { matchRoutes, UNSAFE_DataRouterContext, UNSAFE_FrameworkContext } from 'react-router';

type Manifest = NonNullable<ContextType<typeof UNSAFE_FrameworkContext>>['manifest'];
type Routes = NonNullable<ContextType<typeof UNSAFE_DataRouterContext>>['router']['routes'];
type Prefetch = { href: string; as: 'fetch' | 'style' | 'script' };

/** Work per idle slice: a phone four times slower than a desktop still stays under the 50 ms of a long task. */
const SLICE_MS = 8;

/** What this page has prefetched already (the tabs left to prefetch change with the active one). */
const prefetched = new Set<string>();

/** The page's data request, as the router names it on navigation (`/news/1002/` → `/news/1002.data`). */
const pageDataUrl = (path: string): string => `${path.replace(/\/$/, '')}.data`;

/** A page's data, stylesheets and scripts: its routes' entries in the router's manifest (routes it has discovered). */
function pagePrefetches(path: string, routes: Routes, manifest: Manifest): Prefetch[] {
  const entries = (matchRoutes(routes, path) ?? []).flatMap((match) => manifest.routes[match.route.id] ?? []);
  return [
    { href: pageDataUrl(path), as: 'fetch' },
    ...entries.flatMap((entry) => (entry.css ?? []).map((href): Prefetch => ({ href, as: 'style' }))),
    ...entries.flatMap((entry) =>
      [entry.module, ...(entry.imports ?? [])].map((href): Prefetch => ({ href, as: 'script' })),
    ),
  ];
}

const onIdle = (work: () => void): (() => void) => {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(work);
    return () => window.cancelIdleCallback(handle);
  }
  // Safari has no requestIdleCallback.
  const timer = setTimeout(work, 0);
  return () => clearTimeout(timer);
};

/** Adds `<link rel="prefetch">` elements a few at a time, in the browser's idle moments. */
function prefetchWhenIdle(queue: Prefetch[]): () => void {
  let cancel = onIdle(function slice() {
    const start = performance.now();
    for (let next = queue.shift(); next; next = queue.shift()) {
      if (prefetched.has(next.href)) continue;
      prefetched.add(next.href);
      const link = document.createElement('link');
      Object.assign(link, { rel: 'prefetch', as: next.as, href: next.href });
      document.head.append(link);
      if (performance.now() - start > SLICE_MS) break;
    }
    if (queue.length > 0) cancel = onIdle(slice);
  });
  return () => cancel();
}

/**
 * Spec §9: once mounted (the tab bar mounts it when the page has been idle; its code loads only then), the other
 * tabs load ahead of the tap — their data, stylesheets
 * and scripts go to the browser's cache as idle-priority prefetches. Unlike react-router's `prefetch="render"`,
 * which imports the pages' route modules to read their links (running antd-mobile and the rest: half a second of
 * main thread on a phone four times slower than this machine), nothing runs before the tap.
 */
export function TabPrefetch({ paths }: { paths: readonly string[] }): null {
  const framework = useContext(UNSAFE_FrameworkContext);
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  const key = paths.join(' ');
  const prefetches = useMemo(
    () =>
      framework && dataRouter
        ? key.split(' ').flatMap((path) => pagePrefetches(path, dataRouter.router.routes, framework.manifest))
        : [],
    [key, framework, dataRouter],
  );
  useEffect(() => (prefetches.length > 0 ? prefetchWhenIdle([...prefetches]) : undefined), [prefetches]);
  return null;
}
