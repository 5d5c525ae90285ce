/**
 * The web's JavaScript budget (ARCHITECTURE §8, docs/decisions/0048-first-screen-javascript-within-budget.md): the gzip
 * size of the scripts a page loads before its load event, in Chromium at 375×812 on a first visit. Measured by
 * `bench/web-js-budget.mjs` (figures in bench/results/) and enforced on every e2e run by `e2e/shell/js-budget.spec.ts`.
 */
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext } from '@playwright/test';

/** 1 KB = 1000 bytes, as Vite reports. */
export const KB = 1000;

/**
 * Budgets in KB of gzip: 120 on the first tabs (比分 and 直播), 150 elsewhere
 * (docs/decisions/0009-first-screen-javascript.md, docs/decisions/0048-first-screen-javascript-within-budget.md).
 * Should a page ever be let over its budget, `ceilingKb` is what it measures then: CI holds it there so it can only
 * shrink. /live is over its budget today.
 */
export const jsBudgets: readonly { path: string; budgetKb: number; ceilingKb?: number }[] = [
  // Within its budget again, 119.7 KB: 聊球's sheet and what the root shows over every page (加载中, the API exception
  // event, the 青少年模式 heartbeat) come after the load event with the lists of the files they need, and the
  // stylesheet draws the header's icons, the stars, the app mark and the empty state's ball
  // (docs/decisions/0078-first-screen-by-structure.md).
  { path: '/live/hot', budgetKb: 120 },
  // The live view: both sports' rows and list hooks on its first screen
  // (docs/decisions/0061-live-view-entrances-exception-event.md); measured 125.3 KB, held there.
  { path: '/live', budgetKb: 120, ceilingKb: 125.4 },
  { path: '/vlive/0', budgetKb: 120 },
  { path: '/user', budgetKb: 150 },
];

export type ScriptSize = { url: string; transfer: number; gzip: number };
export type InitialScripts = { status: number; files: ScriptSize[]; gzip: number; transfer: number };

/** A first visit on a phone: no cache, and no service worker serving scripts from its own cache. */
export const firstVisitContext = (browser: Browser): Promise<BrowserContext> =>
  browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });

type TrackedScript = { url: string; finishedAt: number; transfer: number };

/**
 * The scripts the page hydrates with: its module preloads, which wait in its HTML, inert, until it has painted
 * (apps/web/app/lib/after-paint.ts), so they load after the load event.
 */
const hydrationScripts = (html: string): Set<string> =>
  new Set(
    [...html.matchAll(/<link data-after-paint="modulepreload"[^>]* href="([^"]+)"/g)].map((match) => match[1] ?? ''),
  );

/**
 * Scripts fetched before the load event, and those the page hydrates with: their transfer size and the gzip
 * size (level 9) of their bodies.
 */
export async function measureInitialScripts(context: BrowserContext, url: string): Promise<InitialScripts> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts = new Map<string, TrackedScript>();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type === 'Script') scripts.set(requestId, { url: response.url, finishedAt: Infinity, transfer: 0 });
  });
  cdp.on('Network.loadingFinished', ({ requestId, timestamp, encodedDataLength }) => {
    const script = scripts.get(requestId);
    if (script) Object.assign(script, { finishedAt: timestamp, transfer: encodedDataLength });
  });
  const loaded = new Promise<number>((resolve) =>
    cdp.once('Page.loadEventFired', ({ timestamp }) => resolve(timestamp)),
  );
  await cdp.send('Page.enable');
  const response = await page.goto(url, { waitUntil: 'load' });
  const loadAt = await loaded;
  const hydration = hydrationScripts((await response?.text()) ?? '');
  await page.waitForLoadState('networkidle');
  const files: ScriptSize[] = [];
  for (const [requestId, script] of scripts) {
    if (script.finishedAt > loadAt && !hydration.has(new URL(script.url).pathname)) continue;
    const { body, base64Encoded } = await cdp.send('Network.getResponseBody', { requestId });
    const bytes = Buffer.from(body, base64Encoded ? 'base64' : 'utf8');
    files.push({
      url: new URL(script.url).pathname,
      transfer: script.transfer,
      gzip: gzipSync(bytes, { level: 9 }).length,
    });
  }
  await page.close();
  const sum = (key: 'gzip' | 'transfer') => files.reduce((total, file) => total + file[key], 0);
  return {
    status: response?.status() ?? 0,
    files: files.sort((a, b) => b.gzip - a.gzip),
    gzip: sum('gzip'),
    transfer: sum('transfer'),
  };
}
