import { expect, test } from '../support/fixtures';

/** Real user agents of the phones and in-app browsers the download pages tell apart. */
const userAgents = {
  android:
    'Mozilla/5.0 (Linux; Android 14; V2309A) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  wechat:
    'Mozilla/5.0 (Linux; Android 13; PGT-AN10) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MicroMessenger/8.0.47.2560(0x28002F35) NetType/WIFI Language/zh_CN',
  desktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
};

const shot = (name: string) => ({ path: `test-results/screens/download-${name}.png` });

test.describe('on an Android phone, with no package published', () => {
  test.use({ userAgent: userAgents.android });

  test('the banner leads to /download, which offers the web app and its steps, never a dead button', async ({
    page,
  }) => {
    await page.goto('/user');
    await page.getByText('立即下载').click();
    await expect(page).toHaveURL(/\/download$/);
    await expect(page.getByTestId('web-app-offer')).toContainText('添加到桌面');
    await expect(page.getByText('暂未开放下载')).toHaveCount(0);
    await page.screenshot(shot('main'));
    await page.getByTestId('install-steps-link').click();
    await expect(page).toHaveURL(/\/download\/wapStep$/);
    const steps = page.getByTestId('install-steps-android');
    await expect(steps.locator('li')).toHaveCount(4);
    await expect(steps.locator('svg[role="img"]')).toHaveCount(4);
    await expect(steps).toContainText('添加到主屏幕');
    await page.screenshot({ ...shot('wapstep-android'), fullPage: true });
    await page.getByRole('tab', { name: 'iPhone（Safari）' }).click();
    await expect(page.getByTestId('install-steps-ios')).toContainText('点击分享按钮');
  });

  test('/download/Android and /download/android-down say there is no package yet and offer the web app', async ({
    page,
  }) => {
    await page.goto('/download/Android');
    await expect(page.getByRole('heading', { name: /直播/ })).toBeVisible();
    await expect(page.getByTestId('web-app-offer')).toContainText('安卓安装包暂未上架');
    await page.goto('/download/android-down');
    await expect(page.getByTestId('web-app-offer')).toBeVisible();
    await expect(page.getByTestId('inapp-overlay')).toHaveCount(0);
  });
});

test.describe('on an iPhone', () => {
  test.use({ userAgent: userAgents.iphone });

  test('/download/ios-down shows how to add the web app to the home screen in Safari', async ({ page }) => {
    await page.goto('/download/ios-down');
    await expect(page.getByTestId('web-app-offer')).toContainText('iPhone 版暂未上架');
    await expect(page.getByTestId('install-steps-ios').locator('li')).toHaveCount(4);
    await page.screenshot({ ...shot('ios-down'), fullPage: true });
  });
});

test.describe('inside WeChat', () => {
  test.use({ userAgent: userAgents.wechat });

  test('the download flow asks to open the page in the browser, pointing at the ⋯ menu', async ({ page }) => {
    await page.goto('/download/android-down');
    const overlay = page.getByTestId('inapp-overlay');
    await expect(overlay).toBeVisible();
    await expect(overlay).toContainText('请在浏览器中打开');
    await expect(overlay).toContainText('微信内置的浏览器');
    await page.screenshot(shot('wechat-overlay'));
  });
});

test.describe('on a desktop', () => {
  test.use({ userAgent: userAgents.desktop });

  test('/download shows a QR code to open the page on a phone', async ({ page }) => {
    await page.goto('/download');
    await expect(page.getByTestId('download-qr').locator('svg')).toBeVisible();
  });
});

test('the web app is installable: a manifest with icons, and a service worker that serves an offline page', async ({
  page,
  context,
  request,
}) => {
  await page.goto('/user');
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await request.get(manifestHref ?? '')).json()) as {
    name: string;
    display: string;
    start_url: string;
    icons: { sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({ name: '看球直播', display: 'standalone', start_url: '/' });
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of ['/icons/icon-192.png', '/icons/icon-512.png', '/icons/apple-touch-icon.png']) {
    expect((await request.get(icon)).headers()['content-type']).toBe('image/png');
  }

  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe('/');
  // What Chromium checks before it offers to install (the 安装 prompt): nothing in the way but the test
  // browser's own private profile, which never installs anything.
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
  await context.setOffline(true);
  await page.goto('/live/hot');
  await expect(page.getByRole('heading', { name: '网络已断开' })).toBeVisible();
  await page.screenshot(shot('offline'));
  await context.setOffline(false);
  await page.goto('/live/hot');
  await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
});
