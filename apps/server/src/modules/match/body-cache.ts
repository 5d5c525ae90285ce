/**
 * Serialised response bodies of a list for callers it does not personalise (no user): the same key at
 * the same stamp (stream position and second of the clock) gives the same bytes, so a burst of
 * requests serialises the list once instead of once each. Pending bodies are shared too. Bodies are kept as
 * UTF-8 bytes, so a request neither measures nor encodes the (mostly Chinese) text again.
 */
export function createBodyCache(options: { maxEntries: number }) {
  const entries = new Map<string, { stamp: string; body: Promise<Buffer> }>();
  return {
    get(key: string, stamp: string, make: () => Promise<string>): Promise<Buffer> {
      const hit = entries.get(key);
      if (hit?.stamp === stamp) return hit.body;
      const entry = { stamp, body: make().then((text) => Buffer.from(text)) };
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
