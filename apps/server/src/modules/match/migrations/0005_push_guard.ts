import type { Migration } from '../../../platform/db/migration';

/**
 * A pushed state or score carries the time it happened (`state_at`, `score_at`), so an older one cannot
 * rewind the match; `push_signatures` holds the signatures of recent pushes, so none is accepted twice.
 */
export const pushGuard: Migration = {
  name: '0005_push_guard',
  async up(db) {
    await db.schema.alterTable('matches').addColumn('state_at', 'bigint').execute();
    await db.schema.alterTable('matches').addColumn('score_at', 'bigint').execute();
    await db.schema
      .createTable('push_signatures')
      .addColumn('signature', 'varchar(80)', (c) => c.primaryKey())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('push_signatures_expiry').on('push_signatures').column('expires_at').execute();
  },
};
