import { withId, type Migration } from '../../../platform/db/migration';

/** Chat lines of every group (stored before they are delivered) and the mutes set by room owners. */
export const chat: Migration = {
  name: '0007_chat',
  async up(db, dialect) {
    await withId(db.schema.createTable('chat_messages'), dialect)
      .addColumn('group_key', 'varchar(16)', (c) => c.notNull())
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('text', 'varchar(255)', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.references('users.id'))
      .addColumn('client_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('deleted_at', 'bigint')
      .execute();
    await db.schema.createIndex('chat_messages_group').on('chat_messages').columns(['group_key', 'id']).execute();
    await db.schema
      .createIndex('chat_messages_client')
      .on('chat_messages')
      .columns(['user_id', 'client_id'])
      .unique()
      .execute();

    await db.schema
      .createTable('chat_mutes')
      .addColumn('group_key', 'varchar(16)', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('muted_until', 'bigint', (c) => c.notNull())
      .addColumn('muted_by', 'integer', (c) => c.notNull().references('users.id'))
      .addPrimaryKeyConstraint('chat_mutes_pk', ['group_key', 'user_id'])
      .execute();
  },
};
