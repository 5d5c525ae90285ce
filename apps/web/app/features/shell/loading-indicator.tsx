import { lazy, Suspense, type ReactElement } from 'react';
import { usePageLoaded } from '../../lib/page-loaded';

const NavigationIndicator = lazy(() =>
  import('./navigation-indicator').then((m) => ({ default: m.NavigationIndicator })),
);

/**
 * '加载中' while a navigation is pending. Navigations start from the fan's taps, after the page has loaded:
 * its code loads then, not with every page's first screen
 * (docs/decisions/0048-first-screen-javascript-within-budget.md).
 */
export function LoadingIndicator(): ReactElement | null {
  const loaded = usePageLoaded();
  return loaded ? (
    <Suspense fallback={null}>
      <NavigationIndicator />
    </Suspense>
  ) : null;
}
