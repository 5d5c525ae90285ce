import { expect, test } from '../support/fixtures';

/**
 * 防剧透 (beyond the spec's anchors): in 设置 a fan hides every score; the 比分 list shows a
 * tap-to-reveal in place of each started match's score (no score in the server-rendered page either:
 * docs/decisions/0032-web-push-keys-and-spoiler-cookie.md), a tap shows that one score without opening the match; per
 * match, the detail page's 防剧透 hides it everywhere.
 */
test('all scores hidden from 设置, one revealed with a tap; one match hidden from its detail page', async ({
  page,
}) => {
  await page.goto('/user/set');
  const card = page.getByTestId('spoiler-settings');
  await card.getByRole('radio', { name: '全部比赛' }).click();
  await expect(card.getByRole('radio', { name: '全部比赛' })).toHaveAttribute('aria-checked', 'true');
  await page.screenshot({ path: 'docs/screenshots/notify/spoiler-settings.png', fullPage: true });

  const html = await (await page.request.get('/live/hot')).text();
  expect(html).toContain('data-testid="spoiler-reveal"');

  await page.goto('/live/hot');
  const started = page.locator('[data-testid="match-row"][data-state="2"], [data-testid="match-row"][data-state="4"]');
  const row = started.first();
  await expect(row.getByTestId('spoiler-reveal')).toBeVisible();
  await expect(row.getByTestId('row-score')).not.toContainText(/\d+ - \d+/);
  await page.screenshot({ path: 'docs/screenshots/notify/spoiler-list.png' });
  await row.getByTestId('spoiler-reveal').click();
  await expect(page).toHaveURL(/\/live\/hot$/);
  await expect(row.getByTestId('row-score')).toContainText(/\d+ - \d+/);

  await page.goto('/user/set');
  await card.getByRole('radio', { name: '关闭' }).click();
  await page.goto('/live/hot');
  await expect(page.getByTestId('spoiler-reveal')).toHaveCount(0);
  const matchId = await started.first().getAttribute('data-match-id');
  await page.goto(`/live/zq/detail/${matchId}`);
  await page.getByTestId('spoiler-toggle').click();
  await expect(page.getByTestId('detail-score').getByTestId('spoiler-reveal')).toBeVisible();
  await expect(page.getByTestId('spoiler-cover')).toBeVisible();
  await page.screenshot({ path: 'docs/screenshots/notify/spoiler-detail.png' });
  await page.reload();
  await expect(page.getByTestId('detail-score').getByTestId('spoiler-reveal')).toBeVisible();
  await page.goto('/live/hot');
  await expect(page.locator(`[data-match-id="${matchId}"]`).getByTestId('spoiler-reveal')).toBeVisible();
  await expect(page.getByTestId('spoiler-reveal')).toHaveCount(1);
});
