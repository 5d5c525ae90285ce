import type { Browser, Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { loginWithPassword } from './ui';

/** A 375 px screenshot of a 圈子 screen under docs/screenshots/community/, after checking nothing overflows sideways. */
export async function shootCommunity(page: Page, name: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} overflows horizontally`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `docs/screenshots/community/${name}.png` });
}

/** A second fan's phone: a fresh 375×812 context, logged in, back on `path`. */
export async function signedInPage(browser: Browser, account: { phone: string; password: string }, path: string) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await page.goto(`/user/login?redirect=${encodeURIComponent(path)}`);
  await loginWithPassword(page, account.phone, account.password);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
  return page;
}

/** The spec's long press: held past one second. */
export async function longPress(page: Page, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  await target.hover();
  await page.mouse.down();
  await page.waitForTimeout(1200);
  await page.mouse.up();
}
