import type { CreateTableBuilder, Kysely } from 'kysely';

export type Dialect = 'sqlite' | 'postgres';

// Migrations work on the schema only, so they do not need the row types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type SchemaDb = Kysely<any>;

export type Migration = {
  name: string;
  up: (db: SchemaDb, dialect: Dialect) => Promise<void>;
};

/** An auto-incrementing integer primary key, spelt the way each dialect wants it. */
export function withId<T extends string>(table: CreateTableBuilder<T>, dialect: Dialect): CreateTableBuilder<T, 'id'> {
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}
