import type { Migration } from '../../../platform/db/migration';

/** A group's announcement (公告), set by its room's anchor, and the operators' chat bans (every group). */
export const chatNoticesAndBans: Migration = {
  name: '0023_chat_notices_bans',
  async up(db) {
    await db.schema
      .createTable('chat_notices')
      .addColumn('group_key', 'varchar(16)', (c) => c.primaryKey())
      .addColumn('text', 'varchar(255)', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_by', 'integer', (c) => c.notNull().references('users.id'))
      .execute();

    await db.schema
      .createTable('chat_bans')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id'))
      .addColumn('banned_until', 'bigint', (c) => c.notNull())
      .addColumn('reason', 'varchar(255)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
  },
};
