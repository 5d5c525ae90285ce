import { execFile } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';

// `npm run backup -- <file>` (docs/deploy.md, "Backups"): the database of a running product, read from the same
// environment the API reads. PostgreSQL (DATABASE_URL): `pg_dump` of the product's schema, custom format
// (restore with pg_restore). SQLite: the online backup API of SQLite, page by page while the API keeps writing
// (never a copy of the file, which a write in progress would leave torn). Uploads are files under DATA_DIR: copy
// that directory beside it.

/** Backs up the database `env` names into `file`; which kind it made. */
export async function backup(file, env = process.env) {
  mkdirSync(dirname(resolve(file)), { recursive: true });
  if (env.DATABASE_URL) {
    const schema = env.DATABASE_SCHEMA ?? 'public';
    await promisify(execFile)(env.PG_DUMP ?? 'pg_dump', [
      '--format=custom',
      `--schema=${schema}`,
      '--no-owner',
      `--file=${resolve(file)}`,
      env.DATABASE_URL,
    ]);
    return 'postgres';
  }
  const source = new Database(resolve(env.DATA_DIR ?? './var', 'kanqiu.db'), { fileMustExist: true });
  try {
    await source.backup(resolve(file));
  } finally {
    source.close();
  }
  return 'sqlite';
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: npm run backup -- <file>');
    process.exit(2);
  }
  const kind = await backup(file);
  process.stdout.write(
    `${kind === 'postgres' ? 'pg_dump (custom format)' : 'SQLite online backup'} written to ${file}\n`,
  );
}
