import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  sql,
  type MigrationProvider,
  type SqliteDatabase,
} from 'kysely';
import pg from 'pg';
import type { Logger } from 'pino';
import type { Config } from '../../config';
import type { Dialect, Migration } from './migration';
import type { Database } from './tables';

export type Db = Kysely<Database>;

export type DatabaseHandle = {
  db: Db;
  /**
   * The live feed's own connections (PostgreSQL: a pool of its own), so a goal is written and published while
   * fans' requests queue for theirs, as they do when every client comes back at once after an outage or an
   * instance's death. The same database; SQLite has one connection and this is `db`.
   */
  feedDb: Db;
  dialect: Dialect;
  ping: () => Promise<boolean>;
  /** PostgreSQL's connections in use and queries waiting for one (SQLite has none). */
  pool: () => { inUse: number; waiting: number } | null;
  close: () => Promise<void>;
};

// int8 columns hold epoch seconds and counts, all far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** Enough for every distinct statement the API runs; the oldest prepared one goes first. */
const preparedStatementLimit = 1000;

/**
 * Kysely prepares every query anew; SQLite parsing and planning the same text again costs more than running
 * it. The connection it is handed keeps each statement prepared once (statements run synchronously, so one
 * is never used by two queries at the same time; no query streams).
 */
function withPreparedStatements(connection: SQLite.Database): SqliteDatabase {
  const prepared = new Map<string, SQLite.Statement>();
  return {
    close: () => connection.close(),
    prepare(text: string) {
      let statement = prepared.get(text);
      if (!statement) {
        statement = connection.prepare(text);
        if (prepared.size >= preparedStatementLimit) prepared.delete(prepared.keys().next().value!);
        prepared.set(text, statement);
      }
      return statement;
    },
  };
}

function openSqlite(file: string): Kysely<Database> {
  mkdirSync(dirname(file), { recursive: true });
  const connection = new SQLite(file);
  connection.pragma('journal_mode = WAL');
  connection.pragma('synchronous = NORMAL');
  connection.pragma('foreign_keys = ON');
  connection.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withPreparedStatements(connection) }) });
}

/**
 * Bounded waits so a request during an outage fails fast with 503 instead of hanging; keep-alive so a
 * silently dropped connection is noticed. The pool replaces broken clients by itself when PostgreSQL returns.
 */
const postgresTimeouts = { connectionTimeoutMillis: 3000, query_timeout: 30_000, keepAlive: true };

/** Connections per instance: for every request, and for the live feed alone. */
const poolSizes = { requests: 10, feed: 3 };

function openPostgres(url: string, schema: string | undefined, logger: Logger, max: number): { db: Db; pool: pg.Pool } {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    ...postgresTimeouts,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // A lost connection is emitted as 'error' by its client (in use or idle) and again by the pool (idle);
  // unheard, either ends the process. The query in flight fails on its own and the pool drops the client.
  pool.on('connect', (client) => {
    client.on('error', (error) => logger.warn({ err: error }, 'database: a connection was lost'));
  });
  pool.on('error', () => undefined);
  return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), pool };
}

function migrationProvider(migrations: readonly Migration[], dialect: Dialect): MigrationProvider {
  return {
    getMigrations: () =>
      Promise.resolve(
        Object.fromEntries(migrations.map((m) => [m.name, { up: (db: Kysely<unknown>) => m.up(db, dialect) }])),
      ),
  };
}

async function migrate(
  db: Db,
  migrations: readonly Migration[],
  dialect: Dialect,
  schema: string | undefined,
): Promise<void> {
  if (schema) await sql`create schema if not exists ${sql.id(schema)}`.execute(db);
  const migrator = new Migrator({
    db,
    provider: migrationProvider(migrations, dialect),
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}

/**
 * Opens the database named by the config (PostgreSQL when DATABASE_URL is set, else SQLite) and runs the
 * modules' migrations (in name order) on it.
 */
export async function openDatabase(
  config: Config['database'],
  migrations: readonly Migration[],
  logger: Logger,
): Promise<DatabaseHandle> {
  const dialect: Dialect = config.url ? 'postgres' : 'sqlite';
  const { db, pool } = config.url
    ? openPostgres(config.url, config.schema, logger, poolSizes.requests)
    : { db: openSqlite(config.sqliteFile), pool: null };
  const feedDb = config.url ? openPostgres(config.url, config.schema, logger, poolSizes.feed).db : db;
  await migrate(db, migrations, dialect, config.url ? config.schema : undefined);
  return {
    db,
    feedDb,
    dialect,
    ping: async () => {
      try {
        await sql`select 1`.execute(db);
        return true;
      } catch {
        return false;
      }
    },
    pool: () => (pool ? { inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount } : null),
    close: async () => {
      if (feedDb !== db) await feedDb.destroy();
      await db.destroy();
    },
  };
}
