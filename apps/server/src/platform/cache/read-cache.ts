import type { Logger } from 'pino';
import type { Bus } from '../bus';
import type { Clock } from '../clock';

/** What a remembered value depends on, and how long it may live without being told. */
export type ReadOptions = {
  /**
   * What the value shows: hub channels (`match:12`, `live:football`, `room:3`), whose publications forget it on
   * every instance, or data tags a module invalidates when it writes (`article:7`, `follows:42`).
   */
  dependsOn: readonly string[];
  /** The value holds the clock's time (a match minute, `serverTime`): it is made again when the second turns. */
  perSecond?: boolean;
  /** At most this old (default: the cache's `maxAgeMs`), so a write that says nothing is seen in time. */
  maxAgeMs?: number;
};

/** One remembered value, current until one of its tags moves, it ages out or (per second) the second turns. */
export type CacheEntry<T> = { readonly key: string; readonly value: Promise<T> };

export interface ReadCache {
  /** The entry of `key`: the remembered one while current, else a new one that `load` fills (shared while pending). */
  entry<T>(key: string, options: ReadOptions, load: () => Promise<T>): CacheEntry<T>;
  read<T>(key: string, options: ReadOptions, load: () => Promise<T>): Promise<T>;
  /** Whether an entry still holds the current version: nothing it depends on moved since its load began. */
  isCurrent(entry: CacheEntry<unknown>): boolean;
  /** A write changed what these tags show: forgotten here at once and on every other instance through the bus. */
  invalidate(tags: readonly string[]): void;
  /** Forgotten on this instance only (a hub publication, which every instance hears itself). */
  forget(tags: readonly string[]): void;
  stats(): { hits: number; misses: number; entries: number };
  close(): Promise<void>;
}

type Entry = {
  key: string;
  value: Promise<unknown>;
  tags: readonly string[];
  expiresAt: number;
  second: number | null;
};

export type ReadCacheOptions = {
  bus: Bus;
  /** Seconds, for values that hold the second. */
  clock: Clock;
  logger: Logger;
  maxAgeMs?: number;
  maxEntries?: number;
};

/** The bus topic on which instances tell each other what they wrote. */
export const invalidationTopic = 'read-cache';

const DEFAULT_MAX_AGE_MS = 30_000;
const DEFAULT_MAX_ENTRIES = 20_000;

/**
 * Every read a fan makes, computed once per version of what it shows (docs/architecture.md, "One read cache").
 * A value is made by its loader once and shared, pending or settled, until a tag it depends on moves; a tag that
 * moves while a value loads leaves that value unremembered, so nothing older than the move is ever kept. Entries
 * are bounded in number (least recently used first) and in age.
 */
export async function createReadCache(options: ReadCacheOptions): Promise<ReadCache> {
  const { bus, clock, logger } = options;
  const maxAgeMs = options.maxAgeMs ?? DEFAULT_MAX_AGE_MS;
  const maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
  const entries = new Map<string, Entry>();
  const byTag = new Map<string, Set<Entry>>();
  let hits = 0;
  let misses = 0;

  function drop(entry: Entry): void {
    if (entries.get(entry.key) === entry) entries.delete(entry.key);
    for (const tag of entry.tags) {
      const set = byTag.get(tag);
      set?.delete(entry);
      if (set?.size === 0) byTag.delete(tag);
    }
  }

  function current(entry: Entry | undefined): entry is Entry {
    if (!entry || entries.get(entry.key) !== entry) return false;
    if (performance.now() < entry.expiresAt && (entry.second === null || entry.second === clock())) return true;
    drop(entry);
    return false;
  }

  function remember(entry: Entry): void {
    entries.set(entry.key, entry);
    for (const tag of entry.tags) {
      const set = byTag.get(tag) ?? new Set<Entry>();
      set.add(entry);
      byTag.set(tag, set);
    }
    if (entries.size > maxEntries) drop(entries.values().next().value!);
  }

  function forget(tags: readonly string[]): void {
    for (const tag of tags) for (const entry of byTag.get(tag) ?? []) drop(entry);
  }

  function entry<T>(key: string, readOptions: ReadOptions, load: () => Promise<T>): CacheEntry<T> {
    const known = entries.get(key);
    if (current(known)) {
      hits += 1;
      // Least recently used goes first: a hit moves to the end.
      entries.delete(key);
      entries.set(key, known);
      return known as CacheEntry<T>;
    }
    misses += 1;
    const made: Entry = {
      key,
      value: load(),
      tags: readOptions.dependsOn,
      expiresAt: performance.now() + (readOptions.maxAgeMs ?? maxAgeMs),
      second: readOptions.perSecond ? clock() : null,
    };
    if (known) drop(known);
    remember(made);
    made.value.catch(() => drop(made));
    return made as CacheEntry<T>;
  }

  const unsubscribe = await bus.subscribe(invalidationTopic, (message) => {
    const tags = (message as { tags?: unknown }).tags;
    if (Array.isArray(tags)) forget(tags.filter((tag): tag is string => typeof tag === 'string'));
  });
  // Whatever was said while the bus was away is lost: start again from the database.
  bus.onReconnect?.(() => {
    for (const known of [...entries.values()]) drop(known);
  });

  return {
    entry,
    read: (key, readOptions, load) => entry(key, readOptions, load).value,
    isCurrent: (known) => current(known as Entry),
    invalidate(tags) {
      forget(tags);
      bus.publish(invalidationTopic, { tags }).catch((error: unknown) => {
        logger.warn(
          { err: error, tags },
          'other instances could not be told of a write; they forget all once the bus is back',
        );
      });
    },
    forget,
    stats: () => ({ hits, misses, entries: entries.size }),
    close: unsubscribe,
  };
}
