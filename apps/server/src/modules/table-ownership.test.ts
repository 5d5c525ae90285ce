import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A module's SQL names its own tables (those its `tables.ts` adds to `Database`) and reads the shared kernel;
 * anything else goes through the owner's door. Migrations are history and are not read.
 */
const modulesDir = new URL('.', import.meta.url).pathname;
const platformTables = readFileSync(join(modulesDir, '../platform/db/tables.ts'), 'utf8');

/** Read by every module: the matches with their competitions and teams (`platform/db/named-matches.ts`), and fans. */
const SHARED_KERNEL = new Set(['matches', 'competitions', 'teams', 'users']);

/**
 * Reads and writes of another module's table that have not moved behind its door yet, as `module → table`.
 * This list may only shrink: the test fails when a pair here is no longer used, so remove it then.
 */
const NOT_YET_AT_THE_DOOR = new Set<string>([
  // A match's facts, which the feed writes into the match module's tables: the sports' detail and analysis
  // pages, the newsroom's reports, the 资料库, the assistant's names and the guesses' settlement read them.
  'activity → incidents',
  'ai → players',
  'basketball → match_statistics',
  'database → players',
  'database → past_results',
  'football → incidents',
  'football → lineups',
  'football → match_statistics',
  'football → past_results',
  'news → box_scores',
  'news → incidents',
  'news → lineups',
  'news → match_statistics',
  'news → past_results',
  // Odds lines, joined into the experts' tip lines and the newsroom's previews.
  'experts → odds_companies',
  'experts → odds_lines',
  'news → odds_lines',
  // The VAPID keys kept in the match module's key-value table.
  'web-push → app_meta',
]);

const tablesOf = (source: string): string[] => {
  const block = /interface Database \{([^}]*)\}/.exec(source)?.[1] ?? '';
  return [...block.matchAll(/^\s*(\w+):/gm)].map((m) => m[1] ?? '');
};

const moduleNames = readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

function ownership(): Map<string, string> {
  const owner = new Map(tablesOf(platformTables).map((table) => [table, 'platform']));
  for (const name of moduleNames) {
    let source = '';
    try {
      source = readFileSync(join(modulesDir, name, 'tables.ts'), 'utf8');
    } catch {
      continue;
    }
    for (const table of tablesOf(source)) owner.set(table, name);
  }
  return owner;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) && entry.name !== 'tables.ts' ? [path] : [];
  });
}

const BUILDER_CALL =
  /\.(?:selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|innerJoin|leftJoin|rightJoin|fullJoin|crossJoin)\(\s*['"`](\w+)/g;
const RAW_SQL = /sql(?:<[^`]*?>)?`([^`]*)`/g;
const RAW_TABLE = /\b(?:from|join|into|update)\s+"?(\w+)/gi;

/** Every table a source names in the query builder or in raw SQL, once per mention. */
function tablesNamed(source: string): string[] {
  const named = [...source.matchAll(BUILDER_CALL)].map((m) => m[1] ?? '');
  for (const [, text] of source.matchAll(RAW_SQL)) {
    named.push(...[...(text ?? '').matchAll(RAW_TABLE)].map((m) => m[1] ?? ''));
  }
  named.push(...[...source.matchAll(/sql\.table\(\s*['"`](\w+)/g)].map((m) => m[1] ?? ''));
  return named;
}

/** `module → table` of each mention of another module's table outside the shared kernel. */
function crossings(): { pair: string; file: string }[] {
  const owner = ownership();
  return moduleNames.flatMap((name) =>
    sourceFiles(join(modulesDir, name)).flatMap((file) =>
      tablesNamed(readFileSync(file, 'utf8'))
        .filter((table) => owner.has(table) && owner.get(table) !== name && !SHARED_KERNEL.has(table))
        .map((table) => ({ pair: `${name} → ${table}`, file: file.slice(modulesDir.length) })),
    ),
  );
}

describe('modules own their tables', () => {
  it('finds the tables a source names', () => {
    const source = `db.selectFrom('odds_lines as o').innerJoin(\n 'teams as t', 't.id', 'o.x');
      sql\`SELECT 1 FROM chat_messages m JOIN rooms r ON r.id = m.room_id\`; trx.updateTable("wallet_balances")`;
    expect(tablesNamed(source)).toEqual(['odds_lines', 'teams', 'wallet_balances', 'chat_messages', 'rooms']);
  });

  it('knows the owner of every table and every kernel table', () => {
    const owner = ownership();
    expect(owner.get('rooms')).toBe('rooms');
    for (const table of SHARED_KERNEL) expect(owner.has(table), table).toBe(true);
  });

  it("names another module's table only through the allow-list, which holds only pairs still used", () => {
    const found = crossings();
    const unlisted = found.filter(({ pair }) => !NOT_YET_AT_THE_DOOR.has(pair)).map((c) => `${c.pair} (${c.file})`);
    expect(unlisted).toEqual([]);
    const used = new Set(found.map((c) => c.pair));
    expect([...NOT_YET_AT_THE_DOOR].filter((pair) => !used.has(pair))).toEqual([]);
  });
});
