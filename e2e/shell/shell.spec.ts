import { expect, test } from '../support/fixtures';

test('/ redirects to /vlive/0 and /news to /news/1002', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/vlive\/0$/);
  const response = await page.goto('/news');
  expect(new URL(response?.url() ?? '', 'http://x').pathname).toBe('/news/1002');
  await expect(page.getByRole('navigation', { name: '资讯栏目' })).toBeVisible();
});

test('an unknown route answers 404, returns to the index on mount, and never loops', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  // Spec §2: the error page returns to the index (/ → /vlive/0), which is the room list.
  await expect(page).toHaveURL(/\/vlive\/0$/);
  await expect(page.getByRole('navigation', { name: '直播分类' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '404-页面不存在' })).toHaveCount(0);
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(/\/vlive\/0$/);
});

test('every page of the tab bar is a real page inside the tab bar', async ({ page }) => {
  for (const path of [
    '/live/hot',
    '/news/1002',
    '/vlive/0',
    '/ChatGPT',
    '/user',
    '/proposal',
    '/database',
    '/community',
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('navigation', { name: '主导航' }), path).toBeVisible();
  }
});

test('the tab bar highlights 我的 on /user and lists the five tabs', async ({ page }) => {
  await page.goto('/user');
  const tabBar = page.getByRole('navigation', { name: '主导航' });
  await expect(tabBar.getByRole('link')).toHaveText(['比分', '头条', '直播', 'AI', '我的']);
  await expect(tabBar.locator('[aria-current="page"]')).toHaveText('我的');
  await expect(tabBar.locator('[aria-current="page"]')).toHaveCSS('color', 'rgb(220, 20, 60)');
});

test('closing the download banner survives a reload', async ({ page, context }) => {
  await page.goto('/vlive/0');
  const banner = page.getByTestId('download-banner');
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('看球直播');
  await expect(banner).toContainText('顶级体育赛事直播APP');
  await expect(banner).toContainText('立即下载');

  await banner.getByRole('button', { name: '关闭下载提示' }).click();
  await expect(banner).toBeHidden();
  await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'kq_dl_closed')).toBe(true);
  const cookie = (await context.cookies()).find((c) => c.name === 'kq_dl_closed');
  // It lasts until the end of the day in Shanghai: at most 24 h.
  expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000);
  expect(cookie?.expires ?? Infinity).toBeLessThanOrEqual(Date.now() / 1000 + 24 * 3600);

  // Client-side navigation away from the banner's layout and back keeps it closed too.
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '我的' }).click();
  await expect(page).toHaveURL(/\/user$/);
  await page.getByRole('link', { name: '设置' }).first().click();
  await expect(page).toHaveURL(/\/user\/set$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/user$/);
  await expect(page.getByTestId('download-banner')).toHaveCount(0);

  await page.reload();
  await expect(page.getByTestId('download-banner')).toHaveCount(0);
  await page.goto('/vlive/0');
  await expect(page.getByRole('navigation', { name: '直播分类' })).toBeVisible();
  await expect(page.getByTestId('download-banner')).toHaveCount(0);
});

test('a tap on the banner goes to /download', async ({ page }) => {
  await page.goto('/vlive/0');
  await page.getByTestId('download-banner').getByRole('link').click();
  await expect(page).toHaveURL(/\/download$/);
  await expect(page.getByRole('heading', { name: '看球直播' })).toBeVisible();
});

test('a slow page shows the 加载中 indicator until it arrives', async ({ page }) => {
  await page.goto('/user');
  await page.route('**/user/about.data*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await route.continue();
  });
  await page.getByRole('link', { name: '关于我们' }).click();
  await expect(page.getByRole('status')).toHaveText('加载中');
  await expect(page).toHaveURL(/\/user\/about$/);
  await expect(page.getByRole('status')).toHaveCount(0);
});
