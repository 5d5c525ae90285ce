import { expect, type Page } from '@playwright/test';

/** Logs in on /user/login with the password tab (the default tab). */
export async function loginWithPassword(page: Page, phone: string, password: string): Promise<void> {
  await expect(page.getByRole('tab', { name: '密码登录' })).toBeVisible();
  await page.getByPlaceholder('请输入手机号').fill(phone);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.getByTestId('login-submit').click();
}

/** Confirms an antd-mobile dialog by its button text. */
export async function confirmDialog(page: Page, buttonText: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: buttonText }).click();
}

export async function logout(page: Page): Promise<void> {
  await page.goto('/user/set');
  await page.getByTestId('logout').click();
  await confirmDialog(page, '退出登录');
  await expect(page).toHaveURL(/\/user$/);
  await expect(page.getByTestId('my-login')).toBeVisible();
}

/** A screenshot to `path` once the fonts have loaded, after checking that nothing overflows sideways. */
export async function shootScreen(page: Page, path: string, options: { fullPage?: boolean } = {}): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${path} overflows horizontally`).toBeLessThanOrEqual(0);
  await page.screenshot({ path, fullPage: options.fullPage ?? false });
}
