import type { Migration } from '../../../platform/db/migration';

/** The users and keywords each fan blocked in chat for themself (`value`: the keyword, or the blocked user's id also kept in `blocked_user_id`). */
export const fanChatFilters: Migration = {
  name: '0081_fan_chat_filters',
  async up(db) {
    await db.schema
      .createTable('fan_chat_filters')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('kind', 'varchar(8)', (c) => c.notNull())
      .addColumn('value', 'varchar(40)', (c) => c.notNull())
      .addColumn('blocked_user_id', 'integer', (c) => c.references('users.id'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('fan_chat_filters_pk', ['user_id', 'kind', 'value'])
      .execute();
  },
};
