import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { randomNickName, randomPhone, registerThroughApi } from './api';
import { expect } from './fixtures';
import { loginWithPassword, shootScreen } from './ui';

/** A 375 px screenshot of a 圈子 screen under docs/screenshots/community/, after checking nothing overflows sideways. */
export function shootCommunity(page: Page, name: string): Promise<void> {
  return shootScreen(page, `docs/screenshots/community/${name}.png`);
}

/** A fan registered through the API, named `prefix` and a number. */
export async function registeredFan(request: APIRequestContext, prefix: string) {
  const fan = { phone: randomPhone(), password: 'abc12345', nickName: randomNickName(prefix) };
  await registerThroughApi(request, fan);
  return fan;
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

/** A second fan's part on a post open on `fan`: comments `comment`, likes the post and reports it as 垃圾广告 by long press. */
export async function commentLikeAndReport(fan: Page, comment: string): Promise<void> {
  await fan.getByRole('textbox', { name: '写评论' }).fill(comment);
  await fan.getByRole('button', { name: '发送' }).click();
  await expect(fan.getByTestId('post-comment')).toContainText(comment);
  await fan.getByRole('button', { name: /点赞/ }).click();
  await expect(fan.getByRole('button', { name: '已赞 1' })).toBeVisible();
  await longPress(fan, fan.getByTestId('post-content'));
  await fan.getByRole('option', { name: '举报' }).click();
  await fan.getByRole('option', { name: '垃圾广告' }).click();
  await expect(fan.getByText('已收到举报，我们会尽快处理')).toBeVisible();
}
