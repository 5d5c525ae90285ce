import { useSyncExternalStore } from 'react';

const storageKey = 'kq-admin-token';
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function store(token: string | null): void {
  if (token === null) sessionStorage.removeItem(storageKey);
  else sessionStorage.setItem(storageKey, token);
  for (const listener of listeners) listener();
}

/**
 * The operator's token (the API's ADMIN_TOKEN), entered once per browser session and kept in sessionStorage
 * only: it never reaches the web server and is gone when the tab closes. `ready` is false until the
 * browser has been read (on the server and while hydrating).
 */
export function useAdminToken(): {
  token: string | null;
  ready: boolean;
  save: (token: string) => void;
  forget: () => void;
} {
  const token = useSyncExternalStore(
    subscribe,
    () => sessionStorage.getItem(storageKey),
    () => undefined,
  );
  return { token: token ?? null, ready: token !== undefined, save: store, forget: () => store(null) };
}
