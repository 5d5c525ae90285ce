import { withId, type Migration } from '../../../platform/db/migration';

/**
 * 圈子, second part: a post's pictures (uploaded first, attached when the post is written), its match or team
 * tag and @mentions, the report queue's handled mark, operators' bans, and 互动消息 (notices) to each fan.
 */
export const communityModeration: Migration = {
  name: '0030_community_moderation',
  async up(db, dialect) {
    await withId(db.schema.createTable('post_images'), dialect)
      .addColumn('name', 'varchar(40)', (c) => c.notNull().unique())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('post_id', 'integer', (c) => c.references('posts.id'))
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('width', 'integer', (c) => c.notNull())
      .addColumn('height', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('post_images_post').on('post_images').columns(['post_id', 'position']).execute();

    // SQLite adds one column per statement.
    await db.schema.alterTable('posts').addColumn('tag_kind', 'varchar(8)').execute();
    await db.schema.alterTable('posts').addColumn('tag_id', 'integer').execute();
    await db.schema.alterTable('posts').addColumn('tag_sport', 'varchar(16)').execute();
    await db.schema.alterTable('posts').addColumn('tag_label', 'varchar(80)').execute();

    await db.schema
      .createTable('post_mentions')
      .addColumn('post_id', 'integer', (c) => c.notNull().references('posts.id'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addPrimaryKeyConstraint('post_mentions_pk', ['post_id', 'user_id'])
      .execute();

    await db.schema
      .alterTable('post_reports')
      .addColumn('handled', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();

    await db.schema
      .createTable('community_bans')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id'))
      .addColumn('until', 'bigint', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();

    await withId(db.schema.createTable('community_notices'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('actor_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('post_id', 'integer', (c) => c.notNull().references('posts.id'))
      .addColumn('comment_id', 'integer')
      .addColumn('read', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('community_notices_user').on('community_notices').columns(['user_id', 'id']).execute();
  },
};
