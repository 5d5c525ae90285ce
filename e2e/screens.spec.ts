import type { Page } from '@playwright/test';
import { deflateSync } from 'node:zlib';
import { randomNickName, randomPhone, registerThroughApi } from './support/api';
import { expect, test } from './support/fixtures';
import { confirmDialog, loginWithPassword, shootScreen } from './support/ui';

/**
 * Every screen of the web shell and the account pages, saved under test-results/screens/ for a
 * person to look at. Each one is also checked for the layout faults a phone shows at once:
 * horizontal overflow and an error page where a page should be.
 */
function shoot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  return shootScreen(page, `test-results/screens/${name}.png`, options);
}

/** A 64×64 PNG in the theme colour, for the portrait upload. */
function samplePng(): Buffer {
  const size = 64;
  const crc = (buf: Buffer) => {
    let c = ~0;
    for (const byte of buf) {
      c ^= byte;
      for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
    }
    return ~c >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, Buffer.from([0x1e, 0x90, 0xff]))]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('screens of a visitor', async ({ page }) => {
  await page.goto('/vlive/0');
  await expect(page.getByTestId('download-banner')).toBeVisible();
  await shoot(page, '01-vlive-rooms');

  await page.goto('/user');
  await shoot(page, '02-user-logged-out');
  await page.getByTestId('download-banner').getByRole('button', { name: '关闭下载提示' }).click();
  await page.locator('.kq-my-promo').click();
  await expect(page.getByRole('dialog')).toContainText('下载看球APP，体验完整功能');
  await shoot(page, '03-download-dialog');
  await confirmDialog(page, '立即下载');
  await expect(page).toHaveURL(/\/download$/);
  await shoot(page, '04-download');

  await page.goto('/user/login');
  await shoot(page, '05-login-password');
  await page.getByRole('tab', { name: '验证码登录' }).click();
  await shoot(page, '06-login-code');
  await page.getByTestId('login-submit').click();
  await expect(page.getByText('请输入手机号').first()).toBeVisible();
  await shoot(page, '07-login-code-errors');

  await page.goto('/user/register');
  await shoot(page, '08-register');
  await page.goto('/user/password');
  await shoot(page, '09-password-reset');
  await page.goto('/user/set');
  await shoot(page, '10-set-logged-out', { fullPage: true });
  await page.goto('/user/opinion');
  await shoot(page, '11-opinion');
  await page.goto('/user/question');
  await page.locator('.adm-collapse-panel-header').first().click();
  await shoot(page, '12-question', { fullPage: true });
  await page.goto('/user/doubt');
  await shoot(page, '13-doubt');
  await page.goto('/user/about');
  await shoot(page, '14-about', { fullPage: true });
  await page.goto('/user/agreement/yhxy');
  await shoot(page, '15-agreement-yhxy');
  await page.goto('/user/agreement/lx');
  await shoot(page, '16-agreement-lx');
  await page.goto('/no/such/page');
  await shoot(page, '17-not-found');
});

test('screens of a logged-in fan', async ({ page, request }) => {
  const account = { phone: randomPhone(), password: 'screens2026', nickName: randomNickName('截图') };
  await registerThroughApi(request, account);
  await page.goto('/user/login');
  await loginWithPassword(page, account.phone, account.password);
  await expect(page).toHaveURL(/\/user$/);
  await shoot(page, '20-user-logged-in');

  await page.goto('/user/infor');
  await shoot(page, '21-infor');
  await page
    .getByTestId('portrait-input')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: samplePng() });
  await expect(page.getByTestId('portrait-audit')).toHaveText('审核中');
  await shoot(page, '22-infor-portrait-pending');

  await page.goto('/user/nickname');
  await shoot(page, '23-nickname');
  await page.goto('/user/changePassWord');
  await shoot(page, '24-change-password');

  await page.goto('/user/certification');
  await shoot(page, '25-certification-form');
  await page.getByPlaceholder('请输入身份证上的姓名').fill('张三丰');
  await page.getByPlaceholder('请输入 18 位身份证号码').fill('11010519491231002X');
  await page.getByRole('button', { name: '提交认证' }).click();
  await expect(page.getByText('已完成实名认证')).toBeVisible();
  await expect(page.getByText('1101**********002X')).toBeVisible();
  await shoot(page, '26-certification-done');

  await page.goto('/user/set');
  await shoot(page, '27-set-logged-in', { fullPage: true });
  await page.getByRole('radio', { name: '天空蓝' }).click();
  await expect(page.locator('.kq-page-header')).toHaveCSS('background-color', 'rgb(22, 119, 255)');
  await shoot(page, '28-set-theme-blue', { fullPage: true });
  await page.goto('/user');
  await shoot(page, '29-user-theme-blue');
  await page.goto('/user/set');
  await page.getByRole('radio', { name: '中国红' }).click();
  await expect(page.locator('.kq-page-header')).toHaveCSS('background-color', 'rgb(220, 20, 60)');
  await page.getByTestId('logout').click();
  await expect(page.getByRole('dialog')).toContainText('确定要退出登录吗？');
  await shoot(page, '30-logout-confirm');
});

test.describe('on a desktop browser', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

  test('screens: the phone layout centred', async ({ page }) => {
    await page.goto('/user');
    const box = await page.getByRole('navigation', { name: '主导航' }).boundingBox();
    // The app stops growing at 540px (7.5rem at a 72px root font size) and sits in the middle.
    expect(box?.width).toBe(540);
    expect(box?.x).toBe((1280 - 540) / 2);
    await shoot(page, '40-desktop-user');
    await page.goto('/user/login');
    await shoot(page, '41-desktop-login');
  });
});
