import type { Page } from '@playwright/test';
import { FootballStatus, IncidentType } from '@kanqiu/domain';
import { Team } from '@kanqiu/test-factories';
import { apiUrl, randomNickName, randomPhone, registerThroughApi } from '../support/api';
import { liveMatchId, pushedMatch, pushFeed, sportsNow } from '../support/feed';
import { expect, test } from '../support/fixtures';
import { loginWithPassword } from '../support/ui';

/**
 * 通知中心 (docs/decisions/0071-notice-center-on-the-im-notice-box.md): a followed match's alerts are kept on the server
 * while the fan's page is closed (no socket, no web push), then show as the 我的 tab's badge and in the centre, grouped;
 * 设置 says which channels this device has, and plainly when web push is unavailable here.
 */
const shot = (page: Page, name: string) => page.screenshot({ path: `docs/screenshots/notify/${name}.png` });

test('the 通知中心 fills while the page is closed', async ({ page, request }) => {
  const account = { phone: randomPhone(), password: 'Kanqiu2026', nickName: randomNickName('通知') };
  const token = await registerThroughApi(request, account);
  const now = await sportsNow(request);
  const kickoff = now - 1200;
  const match = pushedMatch(`centre-${Date.now()}`, kickoff);
  await pushFeed(request, [match.upsert, match.state(FootballStatus.firstHalf, kickoff), match.score([0, 0])]);
  const id = await liveMatchId(request, Team.arsenal, Team.manCity, kickoff);
  const followed = await request.post(`${apiUrl}/live/match/follow`, {
    headers: { accessToken: token },
    data: { matchId: id, follow: 1 },
  });
  expect(((await followed.json()) as { code: number }).code).toBe(200);

  // No page is open: the goal, the red card and the full time reach no socket. Alerts are filed as the push
  // dispatch gets to them, so each is awaited before the next event, as a match's minutes keep them apart.
  const filed = (count: number) =>
    expect
      .poll(async () => {
        const unread = await request.get(`${apiUrl}/imapi/notice/unread`, { headers: { accessToken: token } });
        return ((await unread.json()) as { data: { total: number } }).data.total;
      })
      .toBe(count);
  await pushFeed(request, [
    match.score([1, 0]),
    match.incident(IncidentType.goal, 'home', 1250, { score: [1, 0], playerName: '萨卡' }),
  ]);
  await filed(1);
  await pushFeed(request, [match.incident(IncidentType.red, 'away', 1300)]);
  await filed(2);
  await pushFeed(request, [match.state(FootballStatus.finished)]);
  await filed(3);

  await page.goto('/user/login?redirect=%2Fuser');
  await loginWithPassword(page, account.phone, account.password);
  await page.waitForURL('**/user');
  const badge = page.getByTestId('notice-badge');
  await expect(badge).toHaveText('3');
  const entry = page.getByTestId('my-notice-center');
  await expect(entry).toContainText('3');
  await shot(page, 'notice-my-badge');

  await entry.click();
  await page.waitForURL('**/user/notice');
  const matches = page.getByTestId('notice-group-match');
  await expect(matches).toContainText('比赛提醒');
  await expect(matches).toContainText('完场');
  await expect(matches.locator('.kq-im-badge')).toHaveText('3');
  await expect(page.getByTestId('notice-group-chat')).toContainText('私信');
  await shot(page, 'notice-center');

  const read = page.waitForResponse((response) => response.url().includes('/imapi/notice/read'));
  await matches.click();
  await page.waitForURL('**/user/notice/match');
  const notices = page.getByTestId('notice-list').getByTestId('notice');
  await expect(notices).toHaveCount(3);
  await expect(notices.nth(1)).toContainText('红牌');
  await expect(notices.nth(2)).toContainText('进球');
  await expect(notices.nth(2)).toContainText('阿森纳 1-0 曼城 · 萨卡');
  await expect(notices.first()).toHaveAttribute('data-unread', 'true');
  await shot(page, 'notice-group-match');
  // Opened, the group is read: its count and the badge are gone.
  await read;
  await page.locator('.adm-nav-bar-back').click();
  await page.waitForURL('**/user/notice');
  await expect(page.getByTestId('notice-group-match').locator('.kq-im-badge')).toHaveCount(0);
  await page.goto('/user');
  await page.waitForTimeout(2500);
  await expect(page.getByTestId('notice-badge')).toHaveCount(0);

  // A tap on a notice opens its match.
  await page.goto('/user/notice/match');
  await page.getByTestId('notice').first().click();
  await page.waitForURL(`**/live/zq/detail/${id}`);
});

test('设置 shows this device’s alert channels, and says so when web push is unavailable here', async ({
  page,
  request,
}) => {
  const account = { phone: randomPhone(), password: 'Kanqiu2026', nickName: randomNickName('通道') };
  await registerThroughApi(request, account);
  // A browser without PushManager (as many in-app browsers and older phones).
  await page.addInitScript(() => {
    delete (window as { PushManager?: unknown }).PushManager;
  });
  await page.goto('/user/login?redirect=%2Fuser%2Fset');
  await loginWithPassword(page, account.phone, account.password);
  await page.waitForURL('**/user/set');
  const channels = page.getByTestId('push-channels');
  await expect(channels.locator('[data-channel="center"]')).toContainText('已开启');
  await expect(channels.locator('[data-channel="webpush"]')).toContainText('此设备不可用');
  await expect(page.getByTestId('webpush-reason')).toHaveText(
    '网页推送在此设备不可用：此浏览器没有推送服务（PushManager），提醒请到通知中心查看',
  );
  await channels.scrollIntoViewIfNeeded();
  await channels.screenshot({ path: 'docs/screenshots/notify/push-channels.png' });
  await page.screenshot({ path: 'docs/screenshots/notify/push-channels-page.png' });
  await channels.getByRole('link', { name: /通知中心/ }).click();
  await page.waitForURL('**/user/notice');
});
