import type { Logger } from 'pino';
import type { Clock } from '../platform/clock';
import type { Db } from '../platform/db/database';

const day = 86_400;

/** The heavy per-match rows a finished match no longer needs once it is old: it keeps its result. */
const detailTables = ['odds_lines', 'match_statistics', 'incidents', 'lineups', 'plays', 'box_scores'] as const;

/**
 * Deletes the detail rows of matches that kicked off more than `keepDays` ago, in batches of
 * matches so one run never holds a long transaction. Returns how many matches were trimmed.
 */
export async function trimOldMatchDetails(db: Db, clock: Clock, keepDays: number, batch = 200): Promise<number> {
  const cutoff = clock() - keepDays * day;
  let trimmed = 0;
  for (;;) {
    const ids = await db
      .selectFrom('matches')
      .select('id')
      .where('kickoff_at', '<', cutoff)
      .where((eb) =>
        eb.or(
          detailTables.map((table) =>
            eb.exists(eb.selectFrom(table).select('match_id').whereRef('match_id', '=', 'matches.id')),
          ),
        ),
      )
      .limit(batch)
      .execute();
    if (ids.length === 0) return trimmed;
    const matchIds = ids.map((r) => r.id);
    await db.transaction().execute(async (trx) => {
      for (const table of detailTables) await trx.deleteFrom(table).where('match_id', 'in', matchIds).execute();
    });
    trimmed += matchIds.length;
  }
}

/** Runs the trim once an hour while the process lives. */
export function scheduleRetention(db: Db, clock: Clock, keepDays: number, logger: Logger): () => void {
  const run = () =>
    trimOldMatchDetails(db, clock, keepDays)
      .then((trimmed) => trimmed > 0 && logger.info({ trimmed, keepDays }, 'feed: trimmed old match details'))
      .catch((error: unknown) => logger.error({ err: error }, 'feed: retention failed'));
  void run();
  const timer = setInterval(run, 3600_000);
  timer.unref();
  return () => clearInterval(timer);
}
