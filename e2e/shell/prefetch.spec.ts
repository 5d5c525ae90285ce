import { PREFETCH_IDLE_TIMEOUT_MS } from '@kanqiu/domain';
import { expect, test } from '../support/fixtures';

test('after 2 s idle the other tabs load ahead of the tap (spec §9), not before', async ({ page }) => {
  const prefetched: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    // The 比分 tab's data and its route module (the stylesheets and scripts it imports come with it).
    if (pathname === '/live/hot.data' || /^\/assets\/live-hot-[\w-]+\.js$/.test(pathname)) prefetched.push(pathname);
  });
  await page.goto('/user');
  await page.waitForTimeout(PREFETCH_IDLE_TIMEOUT_MS / 2);
  expect(prefetched).toEqual([]);
  await expect
    .poll(() => [...new Set(prefetched.map((path) => (path.endsWith('.data') ? 'data' : 'code')))].sort(), {
      timeout: PREFETCH_IDLE_TIMEOUT_MS * 3,
    })
    .toEqual(['code', 'data']);
  // The tap then shows the page.
  await page.locator('[data-tab="live"]').click();
  await expect(page).toHaveURL(/\/live\/hot$/);
});
