import { SerialisedBody } from '../../platform/http/serialised-body';

/**
 * Serialised response bodies of a list for callers it does not personalise (no user): the same key at
 * the same stamp (stream position and second of the clock) gives the same bytes, so a burst of
 * requests serialises the list once instead of once each. Pending bodies are shared too, and with them their
 * bytes and compressed forms (`SerialisedBody`).
 */
export function createBodyCache(options: { maxEntries: number }) {
  const entries = new Map<string, { stamp: string; body: Promise<SerialisedBody> }>();
  return {
    get(key: string, stamp: string, make: () => Promise<string>): Promise<SerialisedBody> {
      const hit = entries.get(key);
      if (hit?.stamp === stamp) return hit.body;
      const entry = { stamp, body: make().then((text) => new SerialisedBody(text)) };
      entries.delete(key);
      entries.set(key, entry);
      const oldest = entries.keys().next();
      if (entries.size > options.maxEntries && !oldest.done) entries.delete(oldest.value);
      entry.body.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return entry.body;
    },
  };
}
