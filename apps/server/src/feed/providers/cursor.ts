/**
 * A provider's read position. A tick stages where it read up to; only `commit()`, called once ingest has
 * stored the tick's events, moves the cursor, so a failed ingest makes the next tick read them again.
 */
export function createCursor<T>() {
  let committed: T | null = null;
  let staged: T | null = null;
  return {
    /** Starts a read: the committed position, forgetting any read that was never committed. */
    read(): T | null {
      staged = null;
      return committed;
    },
    stage(position: T): void {
      staged = position;
    },
    commit(): void {
      if (staged !== null) committed = staged;
      staged = null;
    },
    /** A bootstrap starts over here at once: the runner redoes a bootstrap whose ingest failed. */
    reset(position: T | null): void {
      committed = position;
      staged = null;
    },
  };
}
