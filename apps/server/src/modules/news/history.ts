import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import type { ViewHistoryTable } from './tables';

/** How many items a user's history keeps. */
export const HISTORY_LIMIT = 200;

export type HistoryItem = Pick<ViewHistoryTable, 'kind' | 'ref' | 'title' | 'path'>;

/** 浏览记录: articles and posts a signed-in user opened, newest first; the community records its posts here. */
export function createHistory(db: Db, clock: Clock) {
  return {
    async record(userId: number, item: HistoryItem): Promise<void> {
      const viewedAt = clock();
      await db
        .insertInto('view_history')
        .values({ user_id: userId, ...item, viewed_at: viewedAt })
        .onConflict((oc) =>
          oc
            .columns(['user_id', 'kind', 'ref'])
            .doUpdateSet({ title: item.title, path: item.path, viewed_at: viewedAt }),
        )
        .execute();
    },

    async list(userId: number) {
      const rows = await db
        .selectFrom('view_history')
        .select(['kind', 'ref', 'title', 'path', 'viewed_at'])
        .where('user_id', '=', userId)
        .orderBy('viewed_at', 'desc')
        .orderBy('ref', 'desc')
        .limit(HISTORY_LIMIT)
        .execute();
      return { list: rows.map((r) => ({ kind: r.kind, title: r.title, path: r.path, viewedAt: r.viewed_at })) };
    },

    async clear(userId: number): Promise<void> {
      await db.deleteFrom('view_history').where('user_id', '=', userId).execute();
    },
  };
}

export type History = ReturnType<typeof createHistory>;
