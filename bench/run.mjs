// `npm run bench [name…]`: builds the API (and the web for the benchmarks that load pages), runs the named benchmarks (default: all), writes bench/results/.
import { execSync } from 'node:child_process';
import { root } from './support.mjs';

const all = [
  'http-live',
  'live-fanout',
  'web-js-budget',
  'media-latency',
  'media-viewers',
  'ready-latency',
  'database-pages',
  'experts-rank',
  'web-vitals',
  'news-list',
  'im-online',
  'kickoff-reads',
  'kickoff-surge',
  'name-transliteration',
  'chinese-names',
];
// Benchmarks that load TypeScript sources in-process (the API's, or the e2e suite's budget measurement).
const withTsx = new Set(['web-js-budget', 'web-vitals', 'name-transliteration']);
// Benchmarks that serve pages from the built web.
const withWeb = new Set(['web-js-budget', 'web-vitals', 'kickoff-reads', 'kickoff-surge']);
const chosen = process.argv.slice(2).length > 0 ? process.argv.slice(2) : all;
execSync('npm run build -w @kanqiu/server', { cwd: root, stdio: 'inherit' });
if (chosen.some((name) => withWeb.has(name))) execSync('npm run build -w @kanqiu/web', { cwd: root, stdio: 'inherit' });
for (const name of chosen) {
  if (!all.includes(name)) throw new Error(`unknown benchmark ${name}; choose from ${all.join(', ')}`);
  execSync(`node ${withTsx.has(name) ? '--import tsx ' : ''}bench/${name}.mjs`, { cwd: root, stdio: 'inherit' });
}
