import { startTransition, useEffect, useState } from 'react';

/** Resolves once the page has loaded (at once when it already has). */
export const pageLoaded = (): Promise<void> =>
  document.readyState === 'complete'
    ? Promise.resolve()
    : new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));

/**
 * False on the server and until the page's load event; then true, in a transition: what mounts then (the
 * live updates, the sheets, the navigation indicator) renders in slices, not in one long task.
 */
export function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let mounted = true;
    void pageLoaded().then(() => {
      if (mounted) startTransition(() => setLoaded(true));
    });
    return () => {
      mounted = false;
    };
  }, []);
  return loaded;
}
