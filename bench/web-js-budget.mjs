// The web's JavaScript budget: the gzip size of the scripts a page loads before its load event,
// measured in headless Chromium at 375×812 against the built web and API (npm run build first).
// Writes bench/results/web-js-budget.md; exits non-zero when a page is over its budget.
import { spawn } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { root, startApi, stop, waitFor, writeResult } from './support.mjs';

const API_PORT = 18380;
const WEB_PORT = 13380;
const KB = 1000;

/** Budgets in KB of gzip (issue 7 §5). `/vlive/0` is measured as served, whatever it is today. */
const pages = [
  { path: '/live/hot', budgetKb: 120 },
  { path: '/vlive/0', budgetKb: 120 },
  { path: '/user', budgetKb: 150 },
];

function startWeb() {
  const child = spawn(process.execPath, ['apps/web/server.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      WEB_HOST: '127.0.0.1',
      WEB_PORT: String(WEB_PORT),
      API_URL: `http://127.0.0.1:${API_PORT}`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

/** Scripts fetched before the load event: their transfer size and the gzip size of their bodies. */
async function measure(context, path) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts = new Map();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type === 'Script') scripts.set(requestId, { url: response.url, finishedAt: Infinity, transfer: 0 });
  });
  cdp.on('Network.loadingFinished', ({ requestId, timestamp, encodedDataLength }) => {
    const script = scripts.get(requestId);
    if (script) Object.assign(script, { finishedAt: timestamp, transfer: encodedDataLength });
  });
  const loaded = new Promise((resolve) => cdp.once('Page.loadEventFired', ({ timestamp }) => resolve(timestamp)));
  await cdp.send('Page.enable');
  const response = await page.goto(`http://127.0.0.1:${WEB_PORT}${path}`, { waitUntil: 'load' });
  const loadAt = await loaded;
  const files = [];
  for (const [requestId, script] of scripts) {
    if (script.finishedAt > loadAt) continue;
    const { body, base64Encoded } = await cdp.send('Network.getResponseBody', { requestId });
    const bytes = Buffer.from(body, base64Encoded ? 'base64' : 'utf8');
    files.push({
      url: new URL(script.url).pathname,
      transfer: script.transfer,
      gzip: gzipSync(bytes, { level: 9 }).length,
    });
  }
  await page.close();
  const sum = (key) => files.reduce((total, file) => total + file[key], 0);
  return {
    status: response?.status() ?? 0,
    files: files.sort((a, b) => b.gzip - a.gzip),
    gzip: sum('gzip'),
    transfer: sum('transfer'),
  };
}

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
const web = startWeb();
let browser;
try {
  await waitFor(`http://127.0.0.1:${API_PORT}/health/ready`);
  await waitFor(`http://127.0.0.1:${WEB_PORT}/user`);
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
    // A first visit: no service worker serving the later pages' scripts from its cache.
    serviceWorkers: 'block',
  });
  const results = [];
  for (const page of pages) {
    const result = await measure(context, page.path);
    results.push({ ...page, ...result, within: result.gzip <= page.budgetKb * KB });
  }
  writeResult('web-js-budget', { results }, markdown(results));
  if (results.some((r) => !r.within)) process.exitCode = 1;
} finally {
  await browser?.close();
  await stop(web);
  await stop(api);
}
