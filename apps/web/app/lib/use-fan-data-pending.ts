import { useSyncExternalStore } from 'react';
import { hasSignedInMarker } from './signed-in-marker';

const noSubscription = () => () => undefined;
const markedNow = () => hasSignedInMarker(document.cookie);
const notOnServer = () => false;

/**
 * Whether a signed-in fan is looking at the guests' render of a shared page and their own data has not come yet
 * (root.tsx asks for it): what would invite a guest to sign in waits instead. False on the server and while
 * hydrating, so hydration matches; the cookie is read again on each render, and the fan's data, when it comes,
 * renders the caller again through `useRootData` (a lapsed session clears the marker).
 */
export function useFanDataPending(user: unknown): boolean {
  const marked = useSyncExternalStore(noSubscription, markedNow, notOnServer);
  return user === null && marked;
}
