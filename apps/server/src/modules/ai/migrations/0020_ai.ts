import { withId, type Migration } from '../../../platform/db/migration';

/** The AI assistant's conversations of signed-in fans and their messages. */
export const ai: Migration = {
  name: '0020_ai',
  async up(db, dialect) {
    await withId(db.schema.createTable('ai_conversations'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('title', 'varchar(64)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('ai_conversations_user')
      .on('ai_conversations')
      .columns(['user_id', 'updated_at'])
      .execute();

    await withId(db.schema.createTable('ai_messages'), dialect)
      .addColumn('conversation_id', 'integer', (c) => c.notNull().references('ai_conversations.id').onDelete('cascade'))
      .addColumn('role', 'varchar(16)', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('cards', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('ai_messages_conversation')
      .on('ai_messages')
      .columns(['conversation_id', 'id'])
      .execute();
  },
};
