/**
 * Whether the fan closed the download banner in this page session. The cookie carries the choice
 * across reloads (read by the server); this store carries it across client-side navigations,
 * where the root data from the first load still says "open". A flag and its listeners, not a zustand
 * store: every page shows the banner, and zustand would then be on every first screen (issue 7).
 */
import { useSyncExternalStore } from 'react';

let closedNow = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function closeBannerNow(): void {
  closedNow = true;
  for (const listener of listeners) listener();
}

export const useBannerClosedNow = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => closedNow,
    () => false,
  );
