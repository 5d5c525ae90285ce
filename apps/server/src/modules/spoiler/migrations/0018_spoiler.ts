import type { Migration } from '../../../platform/db/migration';

/** A fan's spoiler-free settings (防剧透), one row per user; `match_ids` is a JSON array. */
export const spoiler: Migration = {
  name: '0018_spoiler',
  async up(db) {
    await db.schema
      .createTable('spoiler_settings')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('mode', 'varchar(8)', (c) => c.notNull())
      .addColumn('match_ids', 'text', (c) => c.notNull())
      .addColumn('delay_seconds', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
  },
};
