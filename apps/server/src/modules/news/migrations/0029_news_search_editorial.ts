import { createSearchTables } from '../../../platform/search';
import type { Migration } from '../../../platform/db/migration';

/**
 * The search index (platform/search, shared with community posts) and operators' articles: Markdown source,
 * its sanitised HTML, an uploaded cover, hiding and the time of the last edit.
 */
export const newsSearchEditorial: Migration = {
  name: '0029_news_search_editorial',
  async up(db, dialect) {
    await createSearchTables(db, dialect);
    await db.schema.alterTable('news_articles').addColumn('markdown', 'text').execute();
    await db.schema.alterTable('news_articles').addColumn('html', 'text').execute();
    await db.schema.alterTable('news_articles').addColumn('cover_image', 'varchar(200)').execute();
    await db.schema
      .alterTable('news_articles')
      .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('news_articles').addColumn('updated_at', 'bigint').execute();
  },
};
