import { withId, type Migration } from '../../../platform/db/migration';

/**
 * News articles (the newsroom's, one per match and kind), their likes and comments, and readers' history. `body` is a JSON array of
 * plain-text paragraphs; `cover` is a JSON description of the score card drawn on request.
 */
export const news: Migration = {
  name: '0012_news',
  async up(db, dialect) {
    await withId(db.schema.createTable('news_articles'), dialect)
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('match_id', 'integer', (c) => c.references('matches.id'))
      .addColumn('sport', 'varchar(16)', (c) => c.notNull())
      .addColumn('competition_id', 'integer', (c) => c.notNull())
      .addColumn('column_id', 'integer', (c) => c.notNull())
      .addColumn('title', 'varchar(200)', (c) => c.notNull())
      .addColumn('summary', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('cover', 'text')
      .addColumn('generated', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('read_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('like_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('comment_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('published_at', 'bigint', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('news_articles_match_kind', ['match_id', 'kind'])
      .execute();
    await db.schema
      .createIndex('news_articles_published')
      .on('news_articles')
      .columns(['published_at', 'id'])
      .execute();
    await db.schema
      .createIndex('news_articles_competition')
      .on('news_articles')
      .columns(['competition_id', 'published_at'])
      .execute();
    await db.schema.createIndex('news_articles_sport').on('news_articles').columns(['sport', 'published_at']).execute();

    await db.schema
      .createTable('news_likes')
      .addColumn('article_id', 'integer', (c) => c.notNull().references('news_articles.id'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('news_likes_pk', ['article_id', 'user_id'])
      .execute();

    await withId(db.schema.createTable('news_comments'), dialect)
      .addColumn('article_id', 'integer', (c) => c.notNull().references('news_articles.id'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('news_comments_article').on('news_comments').columns(['article_id', 'id']).execute();

    // What a signed-in reader opened (articles and posts), one row per item, for /user/history.
    await db.schema
      .createTable('view_history')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('ref', 'varchar(32)', (c) => c.notNull())
      .addColumn('title', 'varchar(200)', (c) => c.notNull())
      .addColumn('path', 'varchar(200)', (c) => c.notNull())
      .addColumn('viewed_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('view_history_pk', ['user_id', 'kind', 'ref'])
      .execute();
    await db.schema.createIndex('view_history_recent').on('view_history').columns(['user_id', 'viewed_at']).execute();
  },
};
