import { sql } from 'kysely';
import type { DatabaseHandle, Db } from '../db/database';
import { searchWords } from '../text/segment';

export { createSearchTables } from './search-tables';

/** What can be found: news articles and community posts. */
export type SearchKind = 'news' | 'post';

export type SearchDocument = { kind: SearchKind; ref: string; title: string; text: string; publishedAt: number };

export type SearchHit = { kind: SearchKind; ref: string; title: string; excerpt: string; publishedAt: number };

/** One interface over both databases: index an item on write, forget it when hidden, find items by Chinese words. */
export type SearchIndex = {
  index(document: SearchDocument): Promise<void>;
  remove(kind: SearchKind, ref: string): Promise<void>;
  /** Items holding every word of the query, best match first, then newest. */
  search(query: string, page: { offset: number; limit: number }): Promise<SearchHit[]>;
};

const EXCERPT = 120;

const hitColumns = ['d.kind', 'd.ref', 'd.title', 'd.excerpt', 'd.published_at'] as const;

function excerptOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT ? `${flat.slice(0, EXCERPT)}…` : flat;
}

async function upsertDocument(db: Db, document: SearchDocument, words: string): Promise<number> {
  const values = {
    title: document.title.slice(0, 200),
    excerpt: excerptOf(document.text),
    words,
    published_at: document.publishedAt,
  };
  const { id } = await db
    .insertInto('search_documents')
    .values({ kind: document.kind, ref: document.ref, ...values })
    .onConflict((oc) => oc.columns(['kind', 'ref']).doUpdateSet(values))
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** An FTS5 query of phrases, one per word, all required: quoted so no word is read as an operator. */
const ftsQuery = (words: string[]) => words.map((word) => `"${word.replaceAll('"', '""')}"`).join(' ');

const toHit = (row: {
  kind: string;
  ref: string;
  title: string;
  excerpt: string;
  published_at: number;
}): SearchHit => ({
  kind: row.kind as SearchKind,
  ref: row.ref,
  title: row.title,
  excerpt: row.excerpt,
  publishedAt: row.published_at,
});

function sqliteIndex(db: Db): SearchIndex {
  return {
    async index(document) {
      const words = searchWords(`${document.title} ${document.text}`).join(' ');
      await db.transaction().execute(async (trx) => {
        const id = await upsertDocument(trx, document, words);
        await sql`delete from search_words where rowid = ${id}`.execute(trx);
        await sql`insert into search_words (rowid, words) values (${id}, ${words})`.execute(trx);
      });
    },
    async remove(kind, ref) {
      await db.transaction().execute(async (trx) => {
        const row = await trx
          .deleteFrom('search_documents')
          .where('kind', '=', kind)
          .where('ref', '=', ref)
          .returning('id')
          .executeTakeFirst();
        if (row) await sql`delete from search_words where rowid = ${row.id}`.execute(trx);
      });
    },
    async search(query, { offset, limit }) {
      const words = searchWords(query);
      if (words.length === 0) return [];
      const rows = await db
        .selectFrom(sql<{ rowid: number; rank: number }>`search_words`.as('s'))
        .innerJoin('search_documents as d', 'd.id', 's.rowid')
        .select(hitColumns)
        .where(sql<boolean>`search_words match ${ftsQuery(words)}`)
        .orderBy(sql`s.rank`)
        .orderBy('d.published_at', 'desc')
        .offset(offset)
        .limit(limit)
        .execute();
      return rows.map(toHit);
    },
  };
}

function postgresIndex(db: Db): SearchIndex {
  return {
    async index(document) {
      await upsertDocument(db, document, searchWords(`${document.title} ${document.text}`).join(' '));
    },
    async remove(kind, ref) {
      await db.deleteFrom('search_documents').where('kind', '=', kind).where('ref', '=', ref).execute();
    },
    async search(query, { offset, limit }) {
      const words = searchWords(query);
      if (words.length === 0) return [];
      const tsQuery = sql`plainto_tsquery('simple', ${words.join(' ')})`;
      const rows = await db
        .selectFrom('search_documents as d')
        .select(hitColumns)
        .where(sql<boolean>`d.tsv @@ ${tsQuery}`)
        .orderBy(sql`ts_rank(d.tsv, ${tsQuery})`, 'desc')
        .orderBy('d.published_at', 'desc')
        .offset(offset)
        .limit(limit)
        .execute();
      return rows.map(toHit);
    },
  };
}

/** The search index of the database in use: FTS5 on SQLite, full-text search on PostgreSQL. */
export function createSearchIndex(database: DatabaseHandle): SearchIndex {
  return database.dialect === 'postgres' ? postgresIndex(database.db) : sqliteIndex(database.db);
}
