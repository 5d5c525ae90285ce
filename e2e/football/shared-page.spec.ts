import { apiUrl, randomNickName, randomPhone, registerThroughApi } from '../support/api';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { loginWithPassword } from '../support/ui';

/**
 * At a kick-off, a signed-in fan's match page is the guests' render (served from memory, never shared by a proxy:
 * docs/decisions/0055-one-read-cache.md), and the fan's own parts (the header's 关注 star) come once the page is live
 * (docs/decisions/0067-fan-data-before-the-framework.md).
 */
test("a signed-in fan's match page is the guests' render, then shows their star", async ({ page, request }) => {
  const account = { phone: randomPhone(), password: 'abc12345', nickName: randomNickName('同屏') };
  const token = await registerThroughApi(request, account);
  const live = (await (await request.get(`${apiUrl}/live/football/v1_1/live`)).json()) as {
    data: { list: { id: number }[] };
  };
  const matchId = live.data.list[0]!.id;
  await request.post(`${apiUrl}/live/match/follow`, { headers: { accessToken: token }, data: { matchId, follow: 1 } });

  await page.goto('/user/login?redirect=%2Fuser');
  await loginWithPassword(page, account.phone, account.password);
  await expect(page).toHaveURL(/\/user$/);

  // A guest has the page rendered; the fan is given that render, privately.
  const guest = await request.get(`/live/zq/detail/${matchId}`);
  expect(guest.headers()['cache-control']).toContain('public');
  const response = await page.goto(`/live/zq/detail/${matchId}`);
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  // The HTML holds no one's star: the fan's comes with their own data once the page is live.
  expect(await response!.text()).toMatch(
    /data-testid="follow-star"[^>]*aria-pressed="false"|aria-pressed="false"[^>]*data-testid="follow-star"/,
  );
  const star = page.getByTestId('follow-star');
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'false');
});

/** The paths of the framework's data requests a page makes (`/x.data`, whose `_routes` say which loaders run). */
function dataRequestsOf(page: Page): URL[] {
  const seen: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('.data')) seen.push(url);
  });
  return seen;
}

test("a signed-in fan's match page asks /_fan for their own part and the framework for nothing", async ({
  page,
  request,
}) => {
  const account = { phone: randomPhone(), password: 'abc12345', nickName: randomNickName('根数据') };
  await registerThroughApi(request, account);
  const live = (await (await request.get(`${apiUrl}/live/football/v1_1/live`)).json()) as {
    data: { list: { id: number }[] };
  };
  await page.goto('/user/login?redirect=%2Fuser');
  await loginWithPassword(page, account.phone, account.password);
  await expect(page).toHaveURL(/\/user$/);
  const path = `/live/zq/detail/${live.data.list[0]!.id}`;
  const dataRequests = dataRequestsOf(page);
  const fanAnswer = page.waitForResponse((r) => new URL(r.url()).pathname === '/_fan');
  await page.goto(path);
  const fan = (await (await fanAnswer).json()) as { user: { nickName: string } | null };
  expect(fan.user?.nickName).toBe(account.nickName);
  expect((await fanAnswer).headers()['cache-control']).toBe('private, no-store');
  await page.waitForLoadState('networkidle');
  expect(dataRequests.map((url) => url.pathname)).toEqual([]);
});

test("on /live/hot a signed-in fan's stars come from /_fan, with no framework request", async ({ page, request }) => {
  const account = { phone: randomPhone(), password: 'abc12345', nickName: randomNickName('热门') };
  const token = await registerThroughApi(request, account);
  await page.goto('/user/login?redirect=%2Fuser');
  await loginWithPassword(page, account.phone, account.password);
  await expect(page).toHaveURL(/\/user$/);
  await page.goto('/live/hot');
  const matchId = Number(await page.locator('[data-match-id]').first().getAttribute('data-match-id'));
  await request.post(`${apiUrl}/live/match/follow`, { headers: { accessToken: token }, data: { matchId, follow: 1 } });

  const dataRequests = dataRequestsOf(page);
  await page.goto('/live/hot');
  // The list is the same for every viewer: the fan's follows come from /_fan, the framework is asked nothing.
  const star = page.locator(`[data-match-id="${matchId}"]`).getByTestId('follow-star');
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  expect(dataRequests.map((url) => url.pathname)).toEqual([]);
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await page.reload();
  await expect(star).toHaveAttribute('aria-pressed', 'false');
});

test("a signed-in fan's room is the guests' render, then their chat box and coins", async ({ page, request }) => {
  const account = { phone: randomPhone(), password: 'abc12345', nickName: randomNickName('进房') };
  await registerThroughApi(request, account);
  const rooms = (await (await request.get(`${apiUrl}/vlive/room/list`, { params: { type: 0 } })).json()) as {
    data: { list: { id: number }[] };
  };
  const roomId = rooms.data.list[0]!.id;
  await page.goto('/user/login?redirect=%2Fuser');
  await loginWithPassword(page, account.phone, account.password);
  await expect(page).toHaveURL(/\/user$/);

  const fanAnswer = page.waitForResponse((r) => new URL(r.url()).pathname === '/_fan');
  const response = await page.goto(`/vlive/detail/${roomId}`);
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  // The HTML invites a guest to sign in; the fan's own chat box replaces it once their data has come.
  expect(await response!.text()).toContain('登录后即可参与聊天');
  await expect(page.getByRole('textbox', { name: '聊天内容' })).toBeVisible();
  await expect(page.getByTestId('chat-login')).toHaveCount(0);
  // The fan's welcome and gift prices come with their part of the page from /_fan (the room itself reloads only
  // when its socket says so).
  const fan = (await (await fanAnswer).json()) as { room?: { welcome: string | null } };
  expect(new URL((await fanAnswer).url()).searchParams.get('page')).toBe(`/vlive/detail/${roomId}`);
  expect(fan.room?.welcome).toContain(account.nickName);
  await expect(page.getByTestId('chat-welcome')).toContainText(account.nickName);
  await page.getByTestId('gift-open').click();
  await expect(page.getByTestId('gift-balance')).toHaveText('0');
});
