// How often the Xinhua transliteration (packages/domain/src/names) writes a player's short name as the bundled
// table does: over every medium (a Xinhua transliteration by the player's language) and high (the established
// name) entry of data/names/football-players.json, per language. `--misses` prints the names it writes otherwise.
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { join } from 'node:path';
import { languageOfNationality, transliterateName } from '../packages/domain/src/names/index.ts';
import { root, writeResult } from './support.mjs';

const table = JSON.parse(readFileSync(join(root, 'data/names/football-players.json'), 'utf8'));
const players = JSON.parse(gunzipSync(readFileSync(join(root, 'data/football/players.json.gz'))).toString());

/** Levenshtein distance of two short strings, by code point. */
function distance(one, other) {
  const a = [...one];
  const b = [...other];
  let previous = b.map((_, index) => index + 1);
  previous.unshift(0);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}

const counts = new Map();
const misses = [];
let inCharacters = 0;
for (const [id, name, , , , , , nationality] of players) {
  const entry = table[String(id)];
  if (!entry || entry[2] === 'low') continue;
  const [zh, , confidence] = entry;
  const language = languageOfNationality(nationality);
  if (language === null) {
    inCharacters += transliterateName(name, language) === null ? 1 : 0;
    continue;
  }
  const written = transliterateName(name, language)?.zh ?? '';
  const key = `${language}|${confidence}`;
  const count = counts.get(key) ?? { language, confidence, total: 0, exact: 0, nearly: 0 };
  count.total += 1;
  count.exact += written === zh ? 1 : 0;
  count.nearly += distance(written, zh) <= 1 ? 1 : 0;
  counts.set(key, count);
  if (written !== zh) misses.push(`${language}\t${confidence}\t${name}\t${zh}\t${written}`);
}

const percent = (part, whole) => (whole === 0 ? '–' : `${((100 * part) / whole).toFixed(1)} %`);
const rows = [...counts.values()].sort(
  (one, other) => one.language.localeCompare(other.language) || one.confidence.localeCompare(other.confidence),
);
const totals = (confidence) =>
  rows
    .filter((row) => row.confidence === confidence)
    .reduce(
      (sum, row) => ({ total: sum.total + row.total, exact: sum.exact + row.exact, nearly: sum.nearly + row.nearly }),
      { total: 0, exact: 0, nearly: 0 },
    );
const line = (label, confidence, row) =>
  `| ${label} | ${confidence} | ${row.total} | ${percent(row.exact, row.total)} | ${percent(row.nearly, row.total)} |`;
const markdown = [
  '# Name transliteration against the bundled table',
  '',
  `${new Date().toISOString()}. Every player of data/football/players.json.gz with a medium (a Xinhua transliteration) or high (the established name) entry in data/names/football-players.json, transliterated from the data's Latin short name with the table of \`languageOfNationality(nationality)\`; the short form \`zh\` compared with the table's. "Within one" counts names at most one character (an insertion, a deletion or a substitution) away. The language is the nationality's, so a player whose name is of another language than his country's (an Argentine-born Italian) counts against it.`,
  '',
  '| language | confidence | names | exact | within one |',
  '|---|---|---:|---:|---:|',
  ...rows.map((row) => line(row.language, row.confidence, row)),
  line('**all**', 'medium', totals('medium')),
  line('**all**', 'high', totals('high')),
  '',
  `Japanese, Korean and Chinese players (never transliterated; \`null\`): ${inCharacters}.`,
  '',
].join('\n');

if (process.argv.includes('--misses')) console.log(misses.join('\n'));
else writeResult('name-transliteration', { rows, inCharacters }, markdown);
