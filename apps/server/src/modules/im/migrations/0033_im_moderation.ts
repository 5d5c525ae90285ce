import type { Migration } from '../../../platform/db/migration';

/** The operators' report queue (a report's status and the action taken) and users stopped from sending. */
export const imModeration: Migration = {
  name: '0033_im_moderation',
  async up(db) {
    await db.schema
      .alterTable('im_reports')
      .addColumn('status', 'varchar(12)', (c) => c.notNull().defaultTo('open'))
      .execute();
    await db.schema.alterTable('im_reports').addColumn('action', 'varchar(16)').execute();
    await db.schema.alterTable('im_reports').addColumn('resolved_at', 'bigint').execute();
    await db.schema.createIndex('im_reports_status').on('im_reports').columns(['status', 'id']).execute();
    await db.schema
      .createTable('im_suspensions')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id'))
      .addColumn('until', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
  },
};
