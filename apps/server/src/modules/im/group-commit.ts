import type { Db } from '../../platform/db/database';
import * as repo from './im.repository';

/** `null`: a resend of a client id already stored (the caller answers the first message). */
export type Appended = { id: number; seq: number; createdAt: number } | null;

type Waiting = repo.Append & { resolve: (stored: Appended) => void; reject: (error: unknown) => void };

/** Enough to share a commit, small enough that the socket turn after it is not held up. */
const maxBatch = 200;

/**
 * Group commit: the messages handed in during one turn of the event loop (and while the previous batch
 * commits) are stored in one transaction, each still numbered in its conversation before anyone is told.
 * A batch that fails (a resend racing on another instance hits the client-id constraint) is retried one
 * message per transaction, so one message never fails the others.
 */
export function createGroupCommit(db: Db, nowMs: () => number) {
  let waiting: Waiting[] = [];
  let draining = false;

  async function commit(batch: Waiting[]): Promise<void> {
    const at = nowMs();
    try {
      const stored = await db.transaction().execute((trx) => repo.appendMessages(trx, batch, at));
      batch.forEach((item, index) => {
        const row = stored[index];
        item.resolve(row ? { ...row, createdAt: at } : null);
      });
    } catch (error) {
      if (batch.length === 1) batch[0]!.reject(error);
      else for (const item of batch) await commit([item]);
    }
  }

  async function drain(): Promise<void> {
    draining = true;
    await new Promise((resolve) => setImmediate(resolve));
    while (waiting.length > 0) {
      const batch = waiting.slice(0, maxBatch);
      waiting = waiting.slice(maxBatch);
      await commit(batch);
    }
    draining = false;
  }

  /** Stores the message in the next batch; resolves once that batch is committed. */
  function append(conversationId: number, message: repo.NewMessage): Promise<Appended> {
    return new Promise((resolve, reject) => {
      waiting.push({ conversationId, message, resolve, reject });
      if (!draining) void drain();
    });
  }

  return { append };
}
