import type { Migration } from '../../../platform/db/migration';

/** Messages a sender deleted (gone for everyone), and the messages each user keeps as favourites (收藏). */
export const imDeletedFavorites: Migration = {
  name: '0024_im_deleted_favorites',
  async up(db) {
    await db.schema
      .alterTable('im_messages')
      .addColumn('deleted', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createTable('im_favorites')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('message_id', 'integer', (c) => c.notNull().references('im_messages.id'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('im_favorites_pk', ['user_id', 'message_id'])
      .execute();
  },
};
