// The first screen's speed (docs/decisions/0010-first-screen-paint.md): Lighthouse 12's mobile preset (simulated slow
// 4G, 4× CPU slowdown) against the production build of the web and API, five runs per page, the median of each figure
// (Lighthouse's variability guide: the median of five runs roughly halves the spread of one; single runs of TBT here
// range from under 20 ms to over 250 ms on the same build, as the two cores are shared with the servers).
// Writes bench/results/web-vitals.md; exits non-zero when a page misses a target. Run `npm run build` first
// (`npm run bench web-vitals` does). The machine is shared: the load average at the start is recorded.
// While iterating, `WEB_VITALS_PAGES=/news/1002/,detail` measures only those pages (`detail`: the football match
// detail) and prints their table without writing bench/results/; `WEB_VITALS_LHR_DIR=/tmp/lhr` keeps each run's
// Lighthouse report there (long tasks, script timings) for a closer look.
// `WEB_VITALS_BASE=/path/to/checkout` compares this build with another built checkout of the product (a worktree of an
// earlier commit, after its own `npm run build`): both run side by side, each page's runs alternate between the two,
// and bench/results/web-vitals-ab.md gets both builds' medians. Simulated throttling multiplies what this CPU does, so
// figures read on hosts of different speed do not compare; two builds read in the same runs do.
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { matchEvents } from '@kanqiu/test-factories';
import * as support from './support.mjs';
import { pushEvents, root, stop, waitFor, writeResult } from './support.mjs';

const API_PORT = 18390;
const WEB_PORT = 13390;
const RUNS = Number(process.env.WEB_VITALS_RUNS ?? 5);
const baseCheckout = process.env.WEB_VITALS_BASE;

/** The first screen's targets. */
const targets = { score: 95, lcpMs: 1500, cls: 0.02, tbtMs: 150 };

const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

/** The football live list; a loaded machine may answer 503 (under-pressure) for a moment, so it asks again. */
async function liveList(apiPort, attempt = 1) {
  const envelope = await (await fetch(`http://127.0.0.1:${apiPort}/live/football/v1_1/live`)).json();
  if (envelope.code === 200) return envelope.data;
  if (attempt >= 30) throw new Error(`live list: ${envelope.code} ${envelope.msg}`);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  return liveList(apiPort, attempt + 1);
}

/** A live football match of our own, so the detail page measured does not depend on the hour's calendar. */
async function pushLiveMatch(apiPort) {
  const before = await liveList(apiPort);
  const kickoff = before.serverTime - 1200;
  const match = matchEvents(`web-vitals-${Date.now()}`, { provider: 'bench', kickoffAt: kickoff });
  await pushEvents(apiPort, [match.upsert, match.state(2, kickoff), match.score([1, 0])]);
  const after = await liveList(apiPort);
  const row = after.list.find((r) => r.ot === kickoff && r.homeId === match.upsert.homeTeamId);
  if (!row) throw new Error('the pushed match is not on the live list');
  return row.id;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const MAX_ATTEMPTS = 3;

const launchChrome = () => launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags });

/**
 * A Lighthouse run of the performance category in a fresh Chromium (a reused one now and then records no
 * navigation start: NO_NAVSTART); a run whose trace failed is tried again.
 */
async function lighthouseRun(url, attempt = 1) {
  const chrome = await launchChrome();
  try {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!lhr.runtimeError) return lhr;
    if (attempt >= MAX_ATTEMPTS) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  } finally {
    chrome.kill();
  }
  return lighthouseRun(url, attempt + 1);
}

/**
 * The scripts the page hydrates with: its module preloads, which its HTML keeps inert until it has painted
 * (apps/web/app/lib/after-paint.ts), so they load after the load event.
 */
async function hydrationScripts(url) {
  const html = await (await fetch(url)).text();
  const hrefs = [...html.matchAll(/<link data-after-paint="modulepreload"[^>]* href="([^"]+)"/g)].map((m) => m[1]);
  return new Set(hrefs.map((href) => new URL(href, url).href));
}

/** One run, reduced to the figures the table shows. */
async function measureOnce(url) {
  const hydration = await hydrationScripts(url);
  const lhr = await lighthouseRun(url);
  if (process.env.WEB_VITALS_LHR_DIR) {
    const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`;
    writeFileSync(join(process.env.WEB_VITALS_LHR_DIR, name), JSON.stringify(lhr));
  }
  const audit = (id) => lhr.audits[id].numericValue;
  // What the first screen fetched: the requests started before the load event and the scripts it hydrates with
  // (not the idle prefetch of the tabs, nor what loads once the page is up).
  const { observedLoad } = lhr.audits.metrics.details.items[0];
  const firstScreen = lhr.audits['network-requests'].details.items.filter(
    (item) => item.networkRequestTime <= observedLoad || hydration.has(item.url),
  );
  const scripts = firstScreen.filter((item) => item.resourceType === 'Script');
  const lcpElement = lhr.audits['largest-contentful-paint-element'].details?.items?.[0]?.items?.[0]?.node;
  return {
    lcpElement: lcpElement ? `${lcpElement.selector} ${lcpElement.snippet}`.slice(0, 160) : 'none',
    score: Math.round(lhr.categories.performance.score * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    jsBytes: scripts.reduce((total, item) => total + item.transferSize, 0),
    requests: firstScreen.length,
    renderBlocking: lhr.audits['render-blocking-resources'].details?.items?.length ?? 0,
    mainThreadMs: lhr.audits['mainthread-work-breakdown'].numericValue,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/** A page's figures: the median of its runs, and whether they meet the targets. */
function summarise(path, runs) {
  const figure = (key) => median(runs.map((run) => run[key]));
  const page = {
    path,
    score: figure('score'),
    fcp: figure('fcp'),
    lcp: figure('lcp'),
    tbt: figure('tbt'),
    cls: figure('cls'),
    jsBytes: figure('jsBytes'),
    requests: figure('requests'),
    renderBlocking: figure('renderBlocking'),
    mainThreadMs: figure('mainThreadMs'),
    benchmarkIndex: Math.round(figure('benchmarkIndex')),
    scores: runs.map((run) => run.score),
    lcpElement: runs.at(-1).lcpElement,
  };
  page.within =
    page.score >= targets.score && page.lcp <= targets.lcpMs && page.cls <= targets.cls && page.tbt <= targets.tbtMs;
  return page;
}

/**
 * A page on every build: RUNS runs each, the builds taking turns run by run, so a change in the shared host's load
 * falls on both alike. `pathOf(build)` is the page's path on that build.
 */
async function measurePage(builds, pathOf) {
  const runs = builds.map(() => []);
  for (let i = 0; i < RUNS; i += 1) {
    for (const [n, build] of builds.entries()) runs[n].push(await measureOnce(`${build.origin}${pathOf(build)}`));
  }
  return builds.map((build, n) => summarise(pathOf(build), runs[n]));
}

/** Lighthouse 12 dropped its PWA category; Chrome itself still says why a page is not installable. */
async function installability(port, origin, path) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto(`${origin}${path}`, { waitUntil: 'load' });
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    const { url, errors } = await cdp.send('Page.getAppManifest');
    await page.close();
    return { path, manifest: url, manifestErrors: errors.map((e) => e.message), installabilityErrors };
  } finally {
    await browser.close().catch(() => {});
  }
}

const ms = (value) => `${(value / 1000).toFixed(2)} s`;

const FIGURES_HEADER =
  'score | runs | FCP | LCP | TBT | main thread | CLS | JS KB | requests | render-blocking | host index | within';

/** A page's figures as table cells, in the order of FIGURES_HEADER. */
const figures = (p) =>
  `${p.score} | ${p.scores.join(' / ')} | ${ms(p.fcp)} | ${ms(p.lcp)} | ${Math.round(p.tbt)} ms | ${ms(p.mainThreadMs)} | ` +
  `${p.cls.toFixed(3)} | ${(p.jsBytes / 1000).toFixed(1)} | ${p.requests} | ${p.renderBlocking} | ${p.benchmarkIndex} | ` +
  `${p.within ? 'yes' : '**no**'}`;

/** The same figures' preamble for both tables. */
const methodLines = ({ startedAt, load }) => [
  `Lighthouse ${lighthouseVersion}, mobile preset (simulated slow 4G, 4× CPU slowdown), Chromium headless, production build of`,
  `the web and API on this machine; median of ${RUNS} runs per figure; ${startedAt}.`,
  `Load average at the start: ${load.map((v) => v.toFixed(2)).join(', ')} (1, 5, 15 min) on a shared 2-core machine —`,
  'simulated throttling scales what this CPU does, so a loaded machine reads pessimistic.',
  `Targets: score ≥ ${targets.score}, LCP ≤ ${ms(targets.lcpMs)}, CLS ≤ ${targets.cls}, TBT ≤ ${targets.tbtMs} ms.`,
  'JS KB and requests: what the page fetched before its load event and the scripts it hydrates with, which wait for its first',
  "paint (JS KB: transfer size of the scripts, 1 KB = 1000 bytes), as the JS budget counts it; the idle prefetch of the other tabs comes later. Host index: Lighthouse's benchmarkIndex of",
  'this machine during the runs (higher is faster; a desktop scores about 1500–2000, so below that the 4× slowdown',
  "models a slower phone than intended). Main thread: all the work Lighthouse saw on the page's main thread (its",
  '`mainthread-work-breakdown`, at the 4× slowdown); TBT is the part of it in tasks over 50 ms, so it moves with how the',
  'work falls into tasks from run to run far more than the work itself does.',
];

/** Two builds side by side (WEB_VITALS_BASE): each page's rows, the base's first. */
function abMarkdown({ builds, pagesByBuild, ...run }) {
  const [base, main] = builds;
  return [
    '# Web vitals, two builds side by side (Lighthouse 12, mobile)',
    '',
    `**base** is ${base.label}; **main** is ${main.label}. Each page's runs alternate between the two builds, which run`,
    'side by side on the same host, so both meet the same load; figures from hosts of different speed do not compare.',
    '',
    ...methodLines(run),
    '',
    `| page | build | ${FIGURES_HEADER} |`,
    `|---|---|${'---|'.repeat(FIGURES_HEADER.split('|').length)}`,
    ...pagesByBuild.flatMap((pair) =>
      pair.map((p, n) => `| ${n === 0 ? `\`${p.path}\`` : ''} | ${builds[n].name} | ${figures(p)} |`),
    ),
    '',
    '| page | main thread main / base | TBT main / base | LCP main / base | score main − base |',
    '|---|---|---|---|---|',
    ...pagesByBuild.map(
      ([b, m]) =>
        `| \`${m.path}\` | ${(m.mainThreadMs / b.mainThreadMs).toFixed(2)} | ${(m.tbt / Math.max(b.tbt, 1)).toFixed(2)} | ` +
        `${(m.lcp / b.lcp).toFixed(2)} | ${m.score - b.score} |`,
    ),
    '',
  ].join('\n');
}

function markdown({ startedAt, load, pages, install }) {
  const lines = [
    '# Web vitals (Lighthouse 12, mobile)',
    '',
    ...methodLines({ startedAt, load }),
    '',
    `| page | ${FIGURES_HEADER} |`,
    `|---|${'---|'.repeat(FIGURES_HEADER.split('|').length)}`,
    ...pages.map((p) => `| \`${p.path}\` | ${figures(p)} |`),
    '',
    "## The largest paint (the last run's element, Lighthouse's `largest-contentful-paint-element`)",
    '',
    ...pages.map((p) => `- \`${p.path}\`: \`${p.lcpElement.replaceAll('`', "'")}\``),
    '',
    '## Installability',
    '',
    "Lighthouse 12 no longer has a PWA category; these are Chrome's own findings (`Page.getInstallabilityErrors`).",
    '',
    `- page: \`${install.path}\`, manifest: \`${install.manifest || 'none'}\``,
    `- manifest errors: ${install.manifestErrors.length === 0 ? 'none' : install.manifestErrors.join('; ')}`,
    `- installability errors: ${
      install.installabilityErrors.length === 0
        ? 'none (installable)'
        : install.installabilityErrors.map((e) => e.errorId).join(', ')
    }`,
    '',
  ];
  return lines.join('\n');
}

const { default: lighthousePackage } = await import('lighthouse/package.json', { with: { type: 'json' } });
const lighthouseVersion = lighthousePackage.version;

/** A checkout's commit and its date, e.g. `d013ac7b (2026-11-24)`. */
const describe = (dir) =>
  execFileSync('git', ['-C', dir, 'log', '-1', '--format=%h (%ad)', '--date=short'], { encoding: 'utf8' }).trim();

/**
 * The builds measured: this checkout, and with WEB_VITALS_BASE the other one first, started by its own scripts on the
 * next ports (its RTMP too, which the two APIs cannot share).
 */
async function startBuilds() {
  const builds = [{ name: 'main', label: describe(root), apiPort: API_PORT, webPort: WEB_PORT, support }];
  if (baseCheckout) {
    const baseSupport = await import(pathToFileURL(join(baseCheckout, 'bench/support.mjs')).href);
    const ports = { apiPort: API_PORT + 1, webPort: WEB_PORT + 1, env: { RTMP_PORT: '1936' } };
    builds.unshift({ name: 'base', label: describe(baseCheckout), ...ports, support: baseSupport });
  }
  for (const build of builds) {
    build.origin = `http://127.0.0.1:${build.webPort}`;
    build.api = await build.support.startApi({ port: build.apiPort, env: { NODE_ENV: 'development', ...build.env } });
    build.web = build.support.startWeb({ port: build.webPort, apiPort: build.apiPort });
  }
  for (const build of builds) {
    await waitFor(`http://127.0.0.1:${build.apiPort}/health/ready`);
    await waitFor(`${build.origin}/user`);
  }
  return builds;
}

const startedAt = new Date().toISOString();
const load = loadavg();
const builds = await startBuilds();
let chrome;
try {
  const chosen = process.env.WEB_VITALS_PAGES?.split(',');
  const measured = (name) => !chosen || chosen.includes(name);
  const detailIds = new Map();
  if (measured('detail')) for (const build of builds) detailIds.set(build, await pushLiveMatch(build.apiPort));
  const pathsOf = [
    ...['/live/hot', '/news/1002/', '/vlive/0', '/ChatGPT', '/user'].filter(measured).map((path) => () => path),
    ...(measured('detail') ? [(build) => `/live/zq/detail/${detailIds.get(build)}`] : []),
    ...['/user/login'].filter(measured).map((path) => () => path),
  ];
  const pagesByBuild = [];
  for (const pathOf of pathsOf) {
    pagesByBuild.push(await measurePage(builds, pathOf));
    console.log(
      pagesByBuild.at(-1).map((p, n) => `${builds[n].name} ${p.path}: ${p.score}, TBT ${Math.round(p.tbt)} ms`),
    );
  }
  if (baseCheckout) {
    const result = {
      startedAt,
      load,
      targets,
      builds: builds.map(({ name, label }) => ({ name, label })),
      pagesByBuild,
    };
    if (chosen) console.log(abMarkdown(result));
    else writeResult('web-vitals-ab', result, abMarkdown(result));
  } else {
    const pages = pagesByBuild.map(([page]) => page);
    chrome = await launchChrome();
    const install = await installability(chrome.port, builds[0].origin, '/live/hot');
    const result = { startedAt, load, targets, pages, install };
    if (chosen) console.log(markdown(result));
    else writeResult('web-vitals', result, markdown(result));
    if (pages.some((p) => !p.within)) process.exitCode = 1;
  }
} finally {
  chrome?.kill();
  for (const build of builds) {
    await stop(build.web);
    await stop(build.api);
  }
}
