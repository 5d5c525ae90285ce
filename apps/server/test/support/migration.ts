import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import pino from 'pino';
import { loadConfig } from '../../src/config';
import { kanqiuModules, type ModulePorts } from '../../src/module-list';
import { openDatabase, type DatabaseHandle } from '../../src/platform/db/database';
import { collectMigrations } from '../../src/platform/module';
import { baseTestEnv, type Backend } from './test-server';

const migrations = collectMigrations(kanqiuModules({} as ModulePorts));
const logger = pino({ level: 'silent' });

/**
 * A data migration's test on a fresh database of its own: `writeOld` writes rows into the schema as it stood
 * before `migration`, every migration then runs, and `check` reads the result. The database goes afterwards.
 */
export async function afterMigration<Old>(
  backend: Backend,
  migration: string,
  writeOld: (db: Kysely<never>) => Promise<Old>,
  check: (db: DatabaseHandle['db'], old: Old) => Promise<void>,
): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kanqiu-migration-'));
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const env = {
    ...baseTestEnv(dataDir),
    ...(backend.databaseUrl ? { DATABASE_URL: backend.databaseUrl, DATABASE_SCHEMA: schema } : {}),
  };
  const { database } = loadConfig(env);
  const before = await openDatabase(
    database,
    migrations.filter((m) => m.name < migration),
    logger,
  );
  const old = await writeOld(before.db as unknown as Kysely<never>);
  await before.close();

  const migrated = await openDatabase(database, migrations, logger);
  try {
    await check(migrated.db, old);
  } finally {
    if (backend.databaseUrl) await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(migrated.db);
    await migrated.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
