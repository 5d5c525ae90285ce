import type { Logger } from 'pino';
import type { Db } from '../../platform/db/database';
import { repeatTask } from '../../platform/repeat';
import { addReads } from './news.repository';

const FLUSH_INTERVAL_MS = 1000;

/**
 * 阅读数: every opening of an article counts, answered from memory or not, so reads are added up here and written
 * once a second per article rather than once per reader. Stopping writes what is left.
 */
export function startReadCounter(db: Db, logger: Logger) {
  let pending = new Map<number, number>();
  const flush = async () => {
    const counted = pending;
    pending = new Map();
    for (const [id, reads] of counted) await addReads(db, id, reads);
    return { more: false };
  };
  const stop = repeatTask(flush, { intervalMs: FLUSH_INTERVAL_MS, logger, name: 'article read count' });
  return {
    count(id: number): void {
      pending.set(id, (pending.get(id) ?? 0) + 1);
    },
    /** Reads counted here and not yet written. */
    unwritten: (id: number) => pending.get(id) ?? 0,
    async stop(): Promise<void> {
      await stop();
      await flush();
    },
  };
}

export type ReadCounter = Pick<ReturnType<typeof startReadCounter>, 'count' | 'unwritten'>;
