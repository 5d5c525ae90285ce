import { useSyncExternalStore } from 'react';

/**
 * A value kept outside React, with its listeners and a hook that renders again when it changes: a few bytes where a
 * store library would be on every first screen (docs/decisions/0048-first-screen-javascript-within-budget.md).
 * `onServer` is what the server and hydration see.
 */
export function externalValue<T>(initial: T, onServer: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  return {
    set(next: T): void {
      value = next;
      for (const listener of listeners) listener();
    },
    use: (): T =>
      useSyncExternalStore(
        subscribe,
        () => value,
        () => onServer,
      ),
  };
}
