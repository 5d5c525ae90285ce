import { withId, type Migration } from '../../../platform/db/migration';

/** Messages (消息): follows and blocks, conversations with their members, messages numbered per conversation, reports. */
export const im: Migration = {
  name: '0011_im',
  async up(db, dialect) {
    await db.schema
      .createTable('im_follows')
      .addColumn('follower_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('followee_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('im_follows_pk', ['follower_id', 'followee_id'])
      .execute();
    await db.schema
      .createIndex('im_follows_followee')
      .on('im_follows')
      .columns(['followee_id', 'follower_id'])
      .execute();

    await db.schema
      .createTable('im_blocks')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('blocked_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('im_blocks_pk', ['user_id', 'blocked_id'])
      .execute();

    await withId(db.schema.createTable('im_conversations'), dialect)
      .addColumn('kind', 'varchar(8)', (c) => c.notNull())
      .addColumn('direct_key', 'varchar(40)', (c) => c.unique())
      .addColumn('name', 'varchar(40)')
      .addColumn('announcement', 'text')
      .addColumn('muted_all', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('last_seq', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('last_at', 'bigint', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('im_members')
      .addColumn('conversation_id', 'integer', (c) => c.notNull().references('im_conversations.id'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('role', 'varchar(8)', (c) => c.notNull())
      .addColumn('read_seq', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('cleared_seq', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('muted_until', 'bigint')
      .addColumn('message_status', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('pinned', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('joined_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('im_members_pk', ['conversation_id', 'user_id'])
      .execute();
    await db.schema.createIndex('im_members_user').on('im_members').columns(['user_id', 'conversation_id']).execute();

    await withId(db.schema.createTable('im_messages'), dialect)
      .addColumn('conversation_id', 'integer', (c) => c.notNull().references('im_conversations.id'))
      .addColumn('seq', 'bigint', (c) => c.notNull())
      .addColumn('code', 'integer', (c) => c.notNull())
      .addColumn('sender_id', 'integer', (c) => c.references('users.id'))
      .addColumn('client_id', 'varchar(64)')
      .addColumn('kind', 'varchar(8)', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('at_info', 'text')
      .addColumn('recalled', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('im_messages_seq_uq', ['conversation_id', 'seq'])
      .addUniqueConstraint('im_messages_client_uq', ['conversation_id', 'sender_id', 'client_id'])
      .execute();

    await withId(db.schema.createTable('im_reports'), dialect)
      .addColumn('reporter_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('conversation_id', 'integer', (c) => c.notNull().references('im_conversations.id'))
      .addColumn('seq', 'bigint')
      .addColumn('reason', 'varchar(200)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
  },
};
