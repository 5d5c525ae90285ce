import { withId, type Migration } from '../../../platform/db/migration';

/**
 * 圈子: circles (one per competition and per big club), follows, posts and questions (a 示例用户 post has no
 * user and names its sample author), two-level comments, likes and reports.
 */
export const community: Migration = {
  name: '0013_community',
  async up(db, dialect) {
    await withId(db.schema.createTable('circles'), dialect)
      .addColumn('key', 'varchar(40)', (c) => c.notNull().unique())
      .addColumn('name', 'varchar(40)', (c) => c.notNull())
      .addColumn('sport', 'varchar(16)', (c) => c.notNull())
      .addColumn('competition_id', 'integer')
      .addColumn('team_id', 'integer')
      .addColumn('follower_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('post_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('sort', 'integer', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('circle_follows')
      .addColumn('circle_id', 'integer', (c) => c.notNull().references('circles.id'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('circle_follows_pk', ['circle_id', 'user_id'])
      .execute();

    await withId(db.schema.createTable('posts'), dialect)
      .addColumn('code', 'varchar(16)', (c) => c.notNull().unique())
      .addColumn('circle_id', 'integer', (c) => c.notNull().references('circles.id'))
      .addColumn('user_id', 'integer', (c) => c.references('users.id'))
      .addColumn('sample_author', 'varchar(40)')
      .addColumn('sample_match_id', 'integer', (c) => c.unique())
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('title', 'varchar(80)')
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('like_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('comment_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('accepted_comment_id', 'integer')
      .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('deleted', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('posts_circle').on('posts').columns(['circle_id', 'created_at']).execute();
    await db.schema.createIndex('posts_user').on('posts').columns(['user_id', 'created_at']).execute();

    await withId(db.schema.createTable('post_comments'), dialect)
      .addColumn('post_id', 'integer', (c) => c.notNull().references('posts.id'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('parent_id', 'integer')
      .addColumn('reply_to_user_id', 'integer')
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('deleted', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('post_comments_post').on('post_comments').columns(['post_id', 'id']).execute();

    await db.schema
      .createTable('post_likes')
      .addColumn('post_id', 'integer', (c) => c.notNull().references('posts.id'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('post_likes_pk', ['post_id', 'user_id'])
      .execute();

    await withId(db.schema.createTable('post_reports'), dialect)
      .addColumn('post_id', 'integer', (c) => c.notNull().references('posts.id'))
      .addColumn('comment_id', 'integer')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('reason', 'varchar(40)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('post_reports_once', ['post_id', 'comment_id', 'user_id'])
      .execute();
  },
};
