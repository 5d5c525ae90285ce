import { expect, test } from '../support/fixtures';

test('the 资料库 opens from the 头条 header', async ({ page }) => {
  await page.goto('/news/1002/');
  await expect(page.locator('.kq-news-header')).toBeVisible();
  await page.screenshot({
    path: 'docs/screenshots/live/news-header.png',
    clip: { x: 0, y: 0, width: 375, height: 120 },
  });
  await page.getByTestId('news-database-link').click();
  await expect(page).toHaveURL(/\/database$/);
});

test('the 资料库 opens from the 比分 header', async ({ page }) => {
  await page.goto('/live/hot');
  await page.screenshot({
    path: 'docs/screenshots/live/score-header.png',
    clip: { x: 0, y: 0, width: 375, height: 160 },
  });
  await page.getByTestId('open-database').click();
  await expect(page).toHaveURL(/\/database$/);
});
