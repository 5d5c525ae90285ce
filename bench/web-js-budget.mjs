// The web's JavaScript budget: the gzip size of the scripts a page loads before its load event,
// measured in headless Chromium at 375×812 against the built web and API (npm run build first).
// Writes bench/results/web-js-budget.md; exits non-zero when a page is over its budget. The same
// measurement runs in the e2e suite (e2e/shell/js-budget.spec.ts), so CI fails over budget.
import { chromium } from '@playwright/test';
import { firstVisitContext, jsBudgets, KB, measureInitialScripts } from '../e2e/support/js-budget.ts';
import { startApi, startWeb, stop, waitFor, writeResult } from './support.mjs';

const API_PORT = 18380;
const WEB_PORT = 13380;

const kb = (bytes) => (bytes / KB).toFixed(1);

function markdown(results) {
  const lines = [
    '# Web JavaScript budget',
    '',
    `Scripts loaded before the load event, headless Chromium at 375×812, built web and API; ${new Date().toISOString()}.`,
    "gzip: the scripts' bodies gzipped at level 9 (1 KB = 1000 bytes, as Vite reports); transfer: bytes on the wire (compression",
    'middleware, headers included).',
    '',
    '| page | HTTP | scripts | gzip KB | transfer KB | budget KB | within |',
    '|---|---|---|---|---|---|---|',
    ...results.map(
      (r) =>
        `| \`${r.path}\` | ${r.status} | ${r.files.length} | ${kb(r.gzip)} | ${kb(r.transfer)} | ${r.budgetKb} | ${r.within ? 'yes' : '**no**'} |`,
    ),
    '',
  ];
  for (const r of results) {
    lines.push(`## \`${r.path}\``, '', '| script | gzip KB |', '|---|---|');
    for (const file of r.files) lines.push(`| \`${file.url}\` | ${kb(file.gzip)} |`);
    lines.push('');
  }
  return lines.join('\n');
}

const api = await startApi({ port: API_PORT, env: { NODE_ENV: 'development' } });
const web = startWeb({ port: WEB_PORT, apiPort: API_PORT });
let browser;
try {
  await waitFor(`http://127.0.0.1:${API_PORT}/health/ready`);
  await waitFor(`http://127.0.0.1:${WEB_PORT}/user`);
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const context = await firstVisitContext(browser);
  const results = [];
  for (const page of jsBudgets) {
    const result = await measureInitialScripts(context, `http://127.0.0.1:${WEB_PORT}${page.path}`);
    results.push({ ...page, ...result, within: result.gzip <= page.budgetKb * KB });
  }
  writeResult('web-js-budget', { results }, markdown(results));
  if (results.some((r) => !r.within)) process.exitCode = 1;
} finally {
  await browser?.close();
  await stop(web);
  await stop(api);
}
