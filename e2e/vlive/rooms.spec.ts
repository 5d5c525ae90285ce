import { expect, test } from '../support/fixtures';

// Demo clips are rendered when the API starts; the API's readiness does not wait for them.
const goLiveTimeout = 150_000;

test('/ lands on the room list, a live demo room plays, 篮球 filters', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  await expect(page).toHaveURL(/\/vlive\/0$/);
  const liveCards = page.getByTestId('live-rooms').getByTestId('room-card');
  await expect
    .poll(
      async () => {
        await page.reload();
        return liveCards.count();
      },
      { timeout: goLiveTimeout, intervals: [3_000] },
    )
    .toBeGreaterThan(0);
  // Another journey's own broadcast may be on air too: the bundled 演示 rooms are the ones this one watches.
  const demoCards = liveCards.filter({ hasText: '演示' });
  await expect(demoCards.first()).toBeVisible();
  await page.screenshot({ path: 'test-results/vlive-list.png' });

  const categories = page.getByRole('navigation', { name: '直播分类' });
  await categories.getByRole('link', { name: '篮球' }).click();
  await expect(page).toHaveURL(/\/vlive\/2$/);
  const cards = page.getByTestId('room-card');
  await expect(cards.first()).toBeVisible();
  for (const sport of await cards.locator('.kq-vlive-sport').allTextContents()) expect(sport).toBe('篮球');

  await categories.getByRole('link', { name: '推荐' }).click();
  await expect(page).toHaveURL(/\/vlive\/0$/);
  await demoCards.first().click();
  await expect(page).toHaveURL(/\/vlive\/detail\/\d+$/);
  const video = page.getByTestId('room-video');
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 60_000 })
    .toBeGreaterThan(1);
  await expect(page.getByRole('button', { name: '点击开启声音' })).toBeVisible();
  await page.getByRole('button', { name: '主播' }).click();
  await expect(page.getByText('演示直播间，播放内置的演示画面')).toBeVisible();
  await page.screenshot({ path: 'test-results/vlive-room.png' });

  await page.goto('/vlive/match');
  await expect(page.getByRole('navigation', { name: '直播分类' })).toBeVisible();
  await page.screenshot({ path: 'test-results/vlive-match.png' });
});

test('an unknown room answers 404', async ({ page }) => {
  const response = await page.goto('/vlive/detail/999999');
  expect(response?.status()).toBe(404);
});
