import type { Page } from '@playwright/test';
import { randomNickName, randomPhone, registerThroughApi } from '../support/api';
import { expect, test } from '../support/fixtures';
import { loginWithPassword, shootScreen } from '../support/ui';

/**
 * The 头条 journeys at 375×812: the newsroom's articles in the columns (written from the replayed
 * matches, backfilled at start), an article, 添加到快捷 and the floating widget, a comment and a like.
 * Screens go to docs/screenshots/news/.
 */
function shoot(page: Page, name: string): Promise<void> {
  return shootScreen(page, `docs/screenshots/news/${name}.png`);
}

/** The 头条 list once the newsroom has written (it starts with the feed). */
async function openHeadlines(page: Page): Promise<void> {
  await page.goto('/news/1002/');
  const cards = page.getByTestId('news-card');
  await expect
    .poll(
      async () => {
        if ((await cards.count()) === 0) await page.reload();
        return cards.count();
      },
      { timeout: 90_000, intervals: [3_000] },
    )
    .toBeGreaterThan(0);
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
});

test('头条 shows articles, one opens, is added to 快捷, opens from the widget and is removed', async ({ page }) => {
  test.setTimeout(150_000);
  await page.goto('/news');
  await expect(page).toHaveURL(/\/news\/1002\/?$/);
  await openHeadlines(page);
  const columns = page.getByRole('navigation', { name: '资讯栏目' });
  await expect(columns.getByRole('link', { name: '头条' })).toHaveClass(/is-active/);
  await expect(page.getByTestId('news-card').first()).toContainText('自动生成');
  await expect(page.locator('.kq-news-card-cover img.is-loaded').first()).toBeVisible();
  await shoot(page, 'headlines');

  const first = page.getByTestId('news-card').first();
  const title = (await first.locator('.kq-news-card-title').textContent()) ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/news\/\d+\/\d+$/);
  const articleUrl = page.url();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByText('本文由看球资讯根据比赛数据自动生成')).toBeVisible();
  expect(await page.locator('.kq-article-paragraph').count()).toBeGreaterThan(1);
  await expect(page.locator('.kq-article-cover img.is-loaded')).toBeVisible();
  await shoot(page, 'article');

  await page.getByRole('button', { name: '添加到快捷' }).click();
  await expect(page.getByRole('button', { name: '已添加到快捷' })).toBeDisabled();
  await page.goto('/news/1002/');
  const widget = page.getByTestId('shortcut-widget');
  await widget.getByRole('button', { name: /快捷/ }).click();
  const item = widget.getByTestId('shortcut-item');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(title);
  await shoot(page, 'shortcuts');
  await item.getByRole('link').click();
  await expect(page).toHaveURL(articleUrl);

  await page.getByTestId('shortcut-widget').getByRole('button', { name: /快捷/ }).click();
  await page.getByRole('button', { name: '移除快捷' }).click();
  await expect(page.getByTestId('shortcut-widget')).toHaveCount(0);
  expect(await page.evaluate(() => window.localStorage.getItem('newsNavigationList'))).toBe('[]');
});

test('a column tab lists its league, more pages append on scroll, an unknown column is a 404', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await openHeadlines(page);
  // Every card of the first page is in the HTML in its place (none moved to the end for a script to swap in).
  const html = await (await request.get('/news/1002/')).text();
  expect(html).toContain('data-testid="news-card"');
  expect(html).not.toMatch(/<template id="B:|<div hidden id="S:/);
  const before = await page.getByTestId('news-card').count();
  await page.locator('.kq-news-more').scrollIntoViewIfNeeded();
  await expect.poll(() => page.getByTestId('news-card').count(), { timeout: 15_000 }).toBeGreaterThan(before);
  const columns = page.getByRole('navigation', { name: '资讯栏目' });
  await columns.getByRole('link', { name: '足球' }).click();
  await expect(page).toHaveURL(/\/news\/1003$/);
  await expect(page.getByTestId('news-card').first()).toBeVisible();
  for (const meta of await page.locator('.kq-news-column').allTextContents()) {
    expect(['足球', '英超', '西甲', '意甲', '德甲', '法甲', '中超']).toContain(meta);
  }
  const response = await page.goto('/news/9999');
  expect(response?.status()).toBe(404);
});

test('a signed-in fan comments on an article and likes it', async ({ page, request }) => {
  test.setTimeout(120_000);
  const account = { phone: randomPhone(), password: 'abc12345', nickName: randomNickName() };
  await registerThroughApi(request, account);
  await openHeadlines(page);
  await page.getByTestId('news-card').first().click();
  await expect(page).toHaveURL(/\/news\/\d+\/\d+$/);
  const articleUrl = new URL(page.url()).pathname;
  await page.getByRole('link', { name: '登录后参与评论' }).click();
  await loginWithPassword(page, account.phone, account.password);
  await expect(page).toHaveURL(new RegExp(`${articleUrl}$`));

  const comment = `这场比赛踢得真精彩 <b>${Date.now() % 1000}</b>`;
  await page.getByRole('textbox', { name: '写评论' }).fill(comment);
  await page.getByRole('button', { name: '发送' }).click();
  await expect(page.getByTestId('comments').getByText(comment, { exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: '写评论' })).toHaveValue('');

  await page.getByRole('button', { name: /点赞/ }).click();
  await expect(page.getByRole('button', { name: /已赞/ })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: /已赞 1/ })).toBeVisible();
  await page.getByTestId('comments').scrollIntoViewIfNeeded();
  await shoot(page, 'article-comments');

  const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await page.goto('/user/history');
  await expect(page.getByTestId('history').getByRole('link').first()).toContainText(title);
  await shoot(page, 'history');
  await page.getByRole('button', { name: '清空' }).click();
  await expect(page.getByText('还没有浏览记录，去头条看看吧')).toBeVisible();
});
