import {
  addShortcut,
  NEWS_NAVIGATION_LIST_KEY,
  parseShortcuts,
  removeShortcut,
  type NewsShortcut,
} from '@kanqiu/domain';
import { useCallback, useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();
const empty: NewsShortcut[] = [];
// No shortcut saved reads as the server's empty list itself, so hydration finds nothing changed to render again.
let cache: { raw: string | null; list: NewsShortcut[] } = { raw: null, list: empty };

function read(): NewsShortcut[] {
  const raw = window.localStorage.getItem(NEWS_NAVIGATION_LIST_KEY);
  if (raw !== cache.raw) cache = { raw, list: parseShortcuts(raw) };
  return cache.list;
}

function write(list: NewsShortcut[]): void {
  window.localStorage.setItem(NEWS_NAVIGATION_LIST_KEY, JSON.stringify(list));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === NEWS_NAVIGATION_LIST_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The saved shortcuts of the news widget, in local storage under the news navigation list key (spec §2). */
export function useShortcuts() {
  const list = useSyncExternalStore(subscribe, read, () => empty);
  const add = useCallback((shortcut: NewsShortcut) => write(addShortcut(read(), shortcut)), []);
  const remove = useCallback((shortcut: NewsShortcut) => write(removeShortcut(read(), shortcut)), []);
  return { list, add, remove };
}
