import { withId, type Migration } from '../../../platform/db/migration';

/** 青少年模式 per account or device, the rooms and posts marked fit for it, and the coins each account spent. */
export const minorMode: Migration = {
  name: '0060_minor_mode',
  async up(db, dialect) {
    await db.schema
      .createTable('minor_modes')
      .addColumn('holder', 'varchar(80)', (c) => c.primaryKey())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('enabled_at', 'bigint', (c) => c.notNull())
      .addColumn('usage_day', 'varchar(10)')
      .addColumn('used_minutes', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('last_minute', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('pass_day', 'varchar(10)')
      .execute();

    await db.schema
      .createTable('minor_suitable')
      .addColumn('kind', 'varchar(8)', (c) => c.notNull())
      .addColumn('ref', 'varchar(40)', (c) => c.notNull())
      .addColumn('marked_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('minor_suitable_pk', ['kind', 'ref'])
      .execute();

    await withId(db.schema.createTable('spend_log'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('coins', 'integer', (c) => c.notNull())
      .addColumn('day', 'varchar(10)', (c) => c.notNull())
      .addColumn('month', 'varchar(7)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('spend_log_user_month').on('spend_log').columns(['user_id', 'month']).execute();
  },
};
