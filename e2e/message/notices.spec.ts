import { apiUrl, randomIdNumber } from '../support/api';
import { expect, test } from '../support/fixtures';
import { ANALYSIS, call, matchWithOdds, scheduledMatchId } from '../experts/expert-support';
import { fan, imPost, shot, signedIn } from './im-fans';

const adminToken = process.env.KQ_E2E_ADMIN_TOKEN ?? 'e2e-admin-token-0123456789';

test('a fan hears of a followed expert’s new tip in 通知, live, and opens it', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const expert = await fan(request, '专家');
  await call(request, '/user/center/real-name', expert.token, { realName: '李专家', idNumber: randomIdNumber() });
  const game = await matchWithOdds(request, 'notice', 3600);
  const matchId = await scheduledMatchId(request, game.kickoffAt);
  const publish = (market: string, pick: string) =>
    call<{ code: string; expert: { id: number } }>(request, '/tj/recommend/publish', expert.token, {
      matchId,
      market,
      pick,
      price: 0,
      analysis: ANALYSIS,
    });
  const first = await publish('euro', 'home');

  const follower = await fan(request, '粉丝');
  expect((await imPost(request, follower, '/follow', { plat: 1, eid: first.expert.id, follow: 1 })).code).toBe(200);
  const { page, errors } = await signedIn(browser, follower, '/message');
  await expect(page.getByText('还没有会话')).toBeVisible();
  await expect(page.getByTestId('entry-notice').locator('.kq-im-badge')).toHaveCount(0);

  const tip = await publish('asia', 'home');
  await expect(page.getByTestId('entry-notice').locator('.kq-im-badge')).toHaveText('1');
  await page.getByTestId('entry-notice').click();
  const notice = page.getByTestId('notice').first();
  await expect(notice).toContainText('专家方案');
  await expect(notice).toContainText(`你关注的专家「${expert.nickName}」发布了新方案`);
  await expect(notice).toContainText('亚盘 · 免费');
  await shot(page, 'notice-expert-tip');
  await notice.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/proposal/detail\\?code=${tip.code}$`));
  expect(errors).toEqual([]);
});

test('an operator’s 公告 reaches 通知 and /message/note; /message/version lists the releases', async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const reader = await fan(request, '读者');
  const title = `赛事直播维护通知${Date.now() % 10_000}`;
  const posted = await request.post(`${apiUrl}/admin/im/notes`, {
    headers: { 'x-admin-token': adminToken },
    data: { title, body: '本周六 02:00–04:00 升级直播线路，期间部分直播间可能短暂卡顿，比分与文字直播不受影响。' },
  });
  expect(((await posted.json()) as { code: number }).code).toBe(200);

  const { page, errors } = await signedIn(browser, reader, '/message/notice');
  await expect(page.getByTestId('notice').first()).toContainText(title);
  await shot(page, 'notice-note');
  await page.getByTestId('entry-note').click();
  await expect(page).toHaveURL(/\/message\/note$/);
  await expect(page.getByTestId('note').first()).toContainText(title);
  await expect(page.getByTestId('note').first()).toContainText('升级直播线路');
  await shot(page, 'note');

  await page.goto('/message/notice');
  await page.getByTestId('entry-version').click();
  await expect(page).toHaveURL(/\/message\/version$/);
  const current = page.getByTestId('current-version');
  await expect(current).toHaveText(/^当前版本 v\d+\.\d+\.\d+$/);
  const releases = page.getByTestId('release');
  expect(await releases.count()).toBeGreaterThan(1);
  await expect(releases.first()).toContainText('当前版本');
  await shot(page, 'version');
  expect(errors).toEqual([]);
});
