import type { Page } from '@playwright/test';
import { apiUrl, randomNickName, randomPhone, registerThroughApi } from '../support/api';
import { expect, test } from '../support/fixtures';
import { loginWithPassword } from '../support/ui';

test('a refusal the API explains is shown by the shell as a toast with its message', async ({ page, request }) => {
  const account = { phone: randomPhone(), password: 'toast2026', nickName: randomNickName() };
  await registerThroughApi(request, account);
  await page.goto('/user/register');
  await page.getByPlaceholder('请输入手机号').fill(account.phone);
  await page.getByTestId('sms-code-button').click();
  const toast = page.locator('.adm-toast-main');
  await expect(toast).toHaveCount(1);
  await expect(toast).toContainText('已注册');
  await expect(toast).not.toContainText('11001');
});

test('a session the API no longer knows logs the fan out and asks them to log in', async ({ page, request }) => {
  const account = { phone: randomPhone(), password: 'lost2026', nickName: randomNickName() };
  await registerThroughApi(request, account);
  await page.goto('/user/login?redirect=%2Fuser');
  await loginWithPassword(page, account.phone, account.password);
  await expect(page).toHaveURL(/\/user$/);
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'kq_token');
  expect(token).toBeDefined();

  // The token is revoked elsewhere (logged out on another device): the next page's user-info fetch fails.
  const signedIn = await page.context().request.get(`${apiUrl}/user/logout`, {
    headers: { accessToken: await tokenOf(page) },
  });
  expect(((await signedIn.json()) as { code: number }).code).toBe(200);
  await page.goto('/live/hot');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('登录已失效');
  const names = (await page.context().cookies()).map((cookie) => cookie.name);
  expect(names).not.toContain('kq_token');
  expect(names).not.toContain('kq_signed');
  await dialog.getByRole('button', { name: '去登录' }).click();
  await expect(page).toHaveURL(/\/user\/login\?redirect=%2Flive%2Fhot$/);
});

test('a bad request (HTTP 400) sends the fan home with a message', async ({ page }) => {
  // The web passes the period on; the API refuses one it does not know with HTTP 400.
  await page.goto('/activity/rank?period=century');
  await expect(page).toHaveURL(/\/vlive\/0$/);
  await expect(page.locator('.adm-toast-main')).toBeVisible();
});

/** The API token behind the session cookie (the web keeps it httpOnly; the test reads it from the browser's jar). */
async function tokenOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'kq_token');
  const raw = decodeURIComponent(cookie?.value ?? '');
  return JSON.parse(Buffer.from(raw, 'base64').toString('utf8')) as string;
}
