import type { StreamPosition } from '@kanqiu/domain';

export type { StreamPosition };

type Entry<T> = { stamp: string; loadedAt: number; rows: Promise<T> };

/**
 * Keeps the result of a hot list query while its sport's stream has not moved. Every ingest change a
 * list shows publishes a diff and so advances the stream; the age limit bounds how long a write that
 * publishes nothing (a reference reseed, a venue edit) stays unseen. Rows were loaded after their position
 * was read, so they are never older than the position a response reports. Callers must not mutate them.
 */
export function createRowCache<T>(options: { maxAgeMs: number; maxEntries: number }) {
  const entries = new Map<string, Entry<T>>();

  function remember(key: string, entry: Entry<T>): void {
    entries.delete(key);
    entries.set(key, entry);
    const oldest = entries.keys().next();
    if (entries.size > options.maxEntries && !oldest.done) entries.delete(oldest.value);
  }

  return {
    get(key: string, position: StreamPosition, load: () => Promise<T>): Promise<T> {
      const stamp = `${position.epoch}:${position.seq}`;
      const now = performance.now();
      const hit = entries.get(key);
      if (hit && hit.stamp === stamp && now - hit.loadedAt < options.maxAgeMs) return hit.rows;
      // Sharing the pending promise lets a burst of requests wait for one query.
      const entry = { stamp, loadedAt: now, rows: load() };
      remember(key, entry);
      entry.rows.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return entry.rows;
    },
  };
}
