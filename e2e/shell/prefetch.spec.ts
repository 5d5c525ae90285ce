import { PREFETCH_IDLE_TIMEOUT_MS } from '@kanqiu/domain';
import { expect, test } from '../support/fixtures';

test('after 2 s idle the other tabs load ahead of the tap (spec §9), not before', async ({ page }) => {
  const prefetched: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/live/hot.data')) prefetched.push(request.url());
  });
  await page.goto('/user');
  await page.waitForTimeout(PREFETCH_IDLE_TIMEOUT_MS / 2);
  expect(prefetched).toEqual([]);
  await expect.poll(() => prefetched.length, { timeout: PREFETCH_IDLE_TIMEOUT_MS * 3 }).toBeGreaterThan(0);
});
