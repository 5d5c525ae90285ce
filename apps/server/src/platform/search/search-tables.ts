import { sql } from 'kysely';
import { withId, type Dialect, type SchemaDb } from '../db/migration';

/**
 * The search index's tables: one row per searchable item (`kind` + `ref`) holding its segmented words; the words
 * are matched by FTS5 on SQLite (`search_words`, rowid = the document's id) and by a generated `tsvector` with a
 * GIN index on PostgreSQL. Called from the migration of the module that first needed search (news, 0029).
 */
export async function createSearchTables(db: SchemaDb, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('search_documents'), dialect)
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('ref', 'varchar(32)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('excerpt', 'text', (c) => c.notNull())
    .addColumn('words', 'text', (c) => c.notNull())
    .addColumn('published_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('search_documents_item', ['kind', 'ref'])
    .execute();
  if (dialect === 'postgres') {
    await sql`alter table search_documents add column tsv tsvector generated always as (to_tsvector('simple', words)) stored`.execute(
      db,
    );
    await sql`create index search_documents_tsv on search_documents using gin (tsv)`.execute(db);
  } else {
    await sql`create virtual table search_words using fts5(words)`.execute(db);
  }
}
