import type { Migration } from '../../../platform/db/migration';

/** The wrong 青少年模式 passwords counted per holder, so guessing the four digits is slowed down. */
export const minorPasswordFailures: Migration = {
  name: '0075_minor_password_failures',
  async up(db) {
    await db.schema
      .alterTable('minor_modes')
      .addColumn('password_failures', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('minor_modes').addColumn('password_failed_since', 'bigint').execute();
  },
};
