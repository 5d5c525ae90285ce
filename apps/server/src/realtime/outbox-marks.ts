import type { Kysely } from 'kysely';
import type { Migration } from '../platform/db/migration';
import type { Database } from '../platform/db/tables';

/** A mark left in the database by an instance that holds publications of `channel` the store has not taken. */
export type OutboxMark = { instance: string; channel: string };

/**
 * What outlives an instance killed while its outbox held publications: not the publications (the changes they
 * announce are committed in the database), but the fact that a channel's stream misses some, so another
 * instance can reset that channel and its subscribers refetch instead of missing an update unknowingly. A
 * living instance keeps its marks fresh; one not refreshed for a while is a dead instance's.
 */
export type OutboxMarks = {
  mark(channel: string): Promise<void>;
  clear(channel: string): Promise<void>;
  /** This instance is alive and still holds its marked publications. */
  refresh(): Promise<void>;
  /** Marks last refreshed before `before` (epoch ms). */
  stale(before: number): Promise<OutboxMark[]>;
  drop(mark: OutboxMark): Promise<void>;
};

export const hubOutboxMarksMigration: Migration = {
  name: '0071_hub_outbox_marks',
  async up(db) {
    await db.schema
      .createTable('hub_outbox_marks')
      .addColumn('instance', 'varchar(36)', (c) => c.notNull())
      .addColumn('channel', 'varchar(200)', (c) => c.notNull())
      .addColumn('marked_at', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('hub_outbox_marks_pk', ['instance', 'channel'])
      .execute();
  },
};

/** The marks of the instance `instance`, in the `hub_outbox_marks` table. */
export function createOutboxMarks(db: Kysely<Database>, instance: string): OutboxMarks {
  const table = 'hub_outbox_marks';
  const dropMark = async ({ instance: owner, channel }: OutboxMark) => {
    await db.deleteFrom(table).where('instance', '=', owner).where('channel', '=', channel).execute();
  };
  const now = () => Math.floor(Date.now() / 1000);
  return {
    async mark(channel) {
      await db
        .insertInto(table)
        .values({ instance, channel, marked_at: now() })
        .onConflict((conflict) => conflict.columns(['instance', 'channel']).doUpdateSet({ marked_at: now() }))
        .execute();
    },
    clear: (channel) => dropMark({ instance, channel }),
    async refresh() {
      await db.updateTable(table).set({ marked_at: now() }).where('instance', '=', instance).execute();
    },
    stale: (before) =>
      db
        .selectFrom(table)
        .select(['instance', 'channel'])
        .where('marked_at', '<', Math.floor(before / 1000))
        .execute(),
    drop: dropMark,
  };
}
