import type { Page } from '@playwright/test';
import { randomNickName, randomPhone, registerThroughApi } from '../support/api';
import { pushLiveMatch, sportsNow } from '../support/feed';
import { expect, test } from '../support/fixtures';
import { loginWithPassword } from '../support/ui';

/**
 * A first screen paints from its HTML alone. The page's stylesheets are written into the HTML
 * (lib/head-links.server.ts, docs/decisions/0046-first-screen-stylesheets-in-html.md), so the browser fetches none
 * before it paints; its scripts wait, inert, until it has painted (lib/after-paint.ts,
 * docs/decisions/0049-scripts-wait-for-first-paint.md); the page then hydrates without a mismatch (a mismatch is an
 * uncaught error, which the fixture fails), and the pages a fan opens next still bring their own stylesheets. Each page
 * Lighthouse measures (bench/web-vitals.mjs) is saved at 375 px under docs/screenshots/first-screen/.
 */

type Measured = { name: string; path: string; ready: (page: Page) => Promise<void> };

const visible = (testId: string) => async (page: Page) => {
  await expect(page.getByTestId(testId).first()).toBeVisible();
};

const measured: Measured[] = [
  { name: '01-live-hot', path: '/live/hot', ready: visible('match-row') },
  { name: '02-news', path: '/news/1002/', ready: visible('news-list') },
  { name: '03-vlive', path: '/vlive/0', ready: visible('room-card') },
  { name: '04-ai', path: '/ChatGPT', ready: async (page) => expect(page.locator('.kq-tabbar')).toBeVisible() },
  { name: '05-user', path: '/user', ready: visible('my-login') },
  { name: '07-login', path: '/user/login', ready: visible('login-submit') },
];

/** The stylesheets the page fetched before its load event (lazy chunks bring their own CSS later). */
const stylesheetsBeforeLoad = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.startTime < (navigation?.loadEventStart ?? Infinity))
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('.css'));
  });

async function expectPaintedFromHtml(page: Page, path: string, name: string, ready: (page: Page) => Promise<void>) {
  const html = (await (await page.goto(path))?.text()) ?? '';
  // No script the browser would fetch or run as it reads the HTML: each waits for the first paint.
  expect(html, `live module preloads in ${path}`).not.toMatch(/<link [^>]*rel="modulepreload"/);
  expect(html, `live module scripts in ${path}`).not.toMatch(/<script [^>]*type="module"/);
  expect(html).toMatch(/<script [^>]*type="text\/plain" data-after-paint="module"/);
  await ready(page);
  // …and then they load: the page hydrated with the route modules of its HTML, none left waiting. (Not "network
  // idle": a page's idle prefetch of the other tabs and its live sockets are no part of its first paint.)
  await page.waitForLoadState('load');
  await expect(page.locator('[data-after-paint]')).toHaveCount(0);
  await expect
    .poll(() => page.evaluate(() => '__reactRouterRouteModules' in window), { message: `${path} hydrated` })
    .toBe(true);
  await page.screenshot({ path: `docs/screenshots/first-screen/${name}.png` });
  expect(await stylesheetsBeforeLoad(page), `stylesheets fetched by ${path}`).toEqual([]);
  // Each stylesheet React rendered is in a <style> before its link, which is disabled.
  const inlined = await page.locator('style[data-href]').count();
  expect(inlined, `stylesheets written into ${path}`).toBeGreaterThan(0);
  await expect(page.locator('link[rel="stylesheet"][disabled]')).toHaveCount(inlined);
}

for (const { name, path, ready } of measured) {
  test(`${path} paints from its HTML: its stylesheets are in it and none is fetched`, async ({ page }) => {
    await expectPaintedFromHtml(page, path, name, ready);
  });
}

test('a live football match detail paints from its HTML', async ({ page, request }) => {
  const now = await sportsNow(request);
  const kickoff = now - 1200;
  const { id } = await pushLiveMatch(request, 'first-screen', kickoff, [1, 0]);
  await expectPaintedFromHtml(page, `/live/zq/detail/${id}`, '06-football-detail', visible('detail-header'));
});

test('a page opened from the first one brings its own stylesheets', async ({ page }) => {
  await page.goto('/live/hot');
  await expect(page.getByTestId('match-row').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.locator('.kq-tabbar').getByRole('link', { name: '我的' }).click();
  await expect(page).toHaveURL(/\/user$/);
  await page.getByTestId('my-login').click();
  await expect(page).toHaveURL(/\/user\/login/);
  // antd-mobile's input rules come with the login page's stylesheets, which /live/hot did not have: a bare
  // input would have the browser's border.
  await expect(page.getByPlaceholder('请输入手机号')).toHaveCSS('border-top-width', '0px');
});

test("hashed assets are cached for a year; a guest's page a second; a signed-in fan's pages never by a shared cache", async ({
  page,
  request,
}) => {
  const guest = await request.get('/user');
  expect(guest.headers()['cache-control']).toBe('public, max-age=0, s-maxage=1, stale-while-revalidate=5');
  expect(guest.headers()['vary']).toMatch(/cookie/i);
  const [asset] = (await guest.text()).match(/\/assets\/[\w-]+\.js/) ?? [];
  const assetResponse = await request.get(asset!);
  expect(assetResponse.status()).toBe(200);
  expect(assetResponse.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  const fan = { phone: randomPhone(), password: 'abc12345', nickName: randomNickName('缓存') };
  await registerThroughApi(request, fan);
  await page.goto('/user/login?redirect=%2Fuser');
  await loginWithPassword(page, fan.phone, fan.password);
  await expect(page).toHaveURL(/\/user$/);
  const signedIn = await page.request.get('/user');
  expect(signedIn.headers()['cache-control']).toBe('private, no-store');
  expect(await signedIn.text()).toContain(fan.nickName);
});
