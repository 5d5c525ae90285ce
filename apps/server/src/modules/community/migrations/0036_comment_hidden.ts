import type { Migration } from '../../../platform/db/migration';

/** 圈子: operators hide a single comment (others read 该评论已被隐藏). */
export const commentHidden: Migration = {
  name: '0036_comment_hidden',
  async up(db) {
    await db.schema
      .alterTable('post_comments')
      .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
};
