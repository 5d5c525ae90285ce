import type { APIRequestContext, Page } from '@playwright/test';
import { apiUrl } from '../support/api';
import { expect, test } from '../support/fixtures';

const adminToken = process.env.KQ_E2E_ADMIN_TOKEN ?? 'e2e-admin-token-0123456789';
const shots = 'docs/screenshots/minor-mode';

/** How far this run moved the mode's clock (only this journey moves it; the API starts at zero). */
let clockOffset = 0;

/** Moves 青少年模式's clock (MINOR_CLOCK=adjustable) forward, as a day passing would. */
async function advanceMinorClock(request: APIRequestContext, seconds: number) {
  clockOffset += seconds;
  const response = await request.post(`${apiUrl}/admin/minor/clock`, {
    headers: { 'x-admin-token': adminToken },
    data: { seconds },
  });
  expect(((await response.json()) as { code: number }).code).toBe(200);
}

/** Seconds from the mode's present to the next hh:00 Beijing time. */
function secondsToBeijingHour(hour: number): number {
  const now = Math.floor(Date.now() / 1000) + clockOffset;
  const beijing = new Date((now + 8 * 3600) * 1000);
  let target = Date.UTC(beijing.getUTCFullYear(), beijing.getUTCMonth(), beijing.getUTCDate(), hour) / 1000 - 8 * 3600;
  if (target <= now) target += 24 * 3600;
  return target - now;
}

async function typePassword(page: Page, digits: string) {
  await page.getByTestId('minor-password').click();
  await page.keyboard.type(digits);
}

test.use({ viewport: { width: 375, height: 740 } });

test('the first-open dialog paints with the page, and 我知道了 closes it for the day', async ({ page, browser }) => {
  await page.goto('/news/recommend');
  // A first open with every module refused: the server's HTML and the head script alone show it.
  const bare = await browser.newContext({ viewport: { width: 375, height: 740 } });
  await bare.addInitScript(() => {
    document.cookie = 'kq_minor_prompt=; path=/; max-age=0';
  });
  const first = await bare.newPage();
  await first.route(/\.js(\?|$)/, (route) => route.abort());
  await first.goto(page.url(), { waitUntil: 'domcontentloaded' });
  await expect(first.getByRole('dialog', { name: '青少年模式' })).toBeVisible();
  await bare.close();

  await page.evaluate(() => {
    sessionStorage.setItem('kq_e2e_minor_prompt', '1');
    document.cookie = 'kq_minor_prompt=; path=/; max-age=0';
  });
  await page.reload();
  const dialog = page.getByRole('dialog', { name: '青少年模式' });
  await dialog.getByRole('button', { name: '我知道了' }).click();
  await expect(dialog).toBeHidden();
  // Kept as a cookie the head script reads, not in localStorage, whose first read waits for the browser.
  const closed = (await page.context().cookies()).find((cookie) => cookie.name === 'kq_minor_prompt');
  expect(closed?.value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(await page.evaluate(() => localStorage.getItem('kq_minor_prompt'))).toBeNull();
  await page.goto('/live/hot');
  await expect(page.getByRole('dialog', { name: '青少年模式' })).toBeHidden();
});

test('a guest turns 青少年模式 on from the first-open dialog, and the day stops at 40 minutes and at 22:00', async ({
  page,
  request,
}) => {
  // The dialog a first open shows (the suite closes it for every other journey).
  await page.goto('/user');
  await page.evaluate(() => {
    sessionStorage.setItem('kq_e2e_minor_prompt', '1');
    document.cookie = 'kq_minor_prompt=; path=/; max-age=0';
  });
  await page.reload();
  const dialog = page.getByRole('dialog', { name: '青少年模式' });
  await expect(dialog).toBeVisible();
  await page.screenshot({ path: `${shots}/first-open-dialog.png` });
  await dialog.getByRole('link', { name: /开启青少年模式/ }).click();

  await expect(page).toHaveURL(/\/minor$/);
  await expect(page.getByTestId('minor-state')).toHaveText('未开启');
  await page.screenshot({ path: `${shots}/minor-mode-off.png` });
  await page.getByRole('button', { name: '开启青少年模式' }).click();
  await expect(page.getByRole('heading', { name: '设置密码' })).toBeVisible();
  await typePassword(page, '2468');
  await expect(page.getByRole('heading', { name: '确认密码' })).toBeVisible();
  await page.screenshot({ path: `${shots}/password-pad.png` });
  await typePassword(page, '2468');
  await expect(page.getByTestId('minor-state')).toContainText('已开启');
  await page.screenshot({ path: `${shots}/minor-mode-on.png` });

  // The mode's clock goes to 10:00 Beijing time of a day not yet used (the minutes above count on the day they
  // were spent), then the fan's minutes pass one by one on an open page.
  await advanceMinorClock(request, secondsToBeijingHour(10) + 24 * 3600);
  await page.goto('/live/hot');
  await expect(page).toHaveURL(/\/live\/hot/);
  for (let minute = 1; minute < 40; minute++) {
    await advanceMinorClock(request, 60);
    // The open page's minute, as its heartbeat sends it.
    const lock = await page.evaluate(async () => {
      const response = await fetch('/minor/heartbeat', { method: 'POST' });
      return ((await response.json()) as { lock: string | null }).lock;
    });
    expect(lock).toBeNull();
  }
  await advanceMinorClock(request, 60);
  await page.goto('/news/recommend');
  await expect(page).toHaveURL(/\/minor\/rest$/);
  await expect(page.getByRole('heading', { name: '今日使用时长已到' })).toBeVisible();
  await page.screenshot({ path: `${shots}/time-limit.png` });

  // A wrong password keeps the screen; the right one lets the fan on for the rest of the day.
  await page.getByRole('button', { name: '输入密码继续使用' }).click();
  await typePassword(page, '1111');
  await expect(page.getByRole('alert')).toHaveText('青少年模式密码错误');
  await typePassword(page, '2468');
  await expect(page).not.toHaveURL(/\/minor\/rest/);
  await page.goto('/live/hot');
  await expect(page).toHaveURL(/\/live\/hot/);

  // The password lets the fan past for that day only: the next evening at 22:00 the rest hours begin.
  await advanceMinorClock(request, secondsToBeijingHour(22) + 24 * 3600);
  await page.goto('/live/hot');
  await expect(page).toHaveURL(/\/minor\/rest$/);
  await expect(page.getByRole('heading', { name: '休息时间到了' })).toBeVisible();
  await page.screenshot({ path: `${shots}/rest-hours.png` });

  // 设置 lists the mode; turning it off asks for the password.
  await page.goto('/minor');
  await page.getByRole('button', { name: '关闭青少年模式' }).click();
  await typePassword(page, '2468');
  await expect(page.getByTestId('minor-state')).toHaveText('未开启');
  await page.goto('/live/hot');
  await expect(page).toHaveURL(/\/live\/hot/);
});
