import type { Page } from '@playwright/test';
import { randomNickName, randomPhone, registerThroughApi } from '../support/api';
import { IncidentType } from '@kanqiu/domain';
import { pushFeed, pushLiveMatch, sportsNow } from '../support/feed';
import { expect, test } from '../support/fixtures';
import { loginWithPassword, shootScreen } from '../support/ui';

/**
 * The football journeys in Chromium at 375×812, against the replay feed running at
 * FEED_SPEED 10: the 比分 home with live matches, a goal pushed through the signed ingest endpoint
 * arriving without a reload, the league filter surviving a reload, and every detail tab. Each
 * screen is saved under test-results/screens/ for a person to look at.
 */
function shoot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  return shootScreen(page, `test-results/screens/${name}.png`, options);
}

test('比分 home lists live matches, labelled as replays, live first', async ({ page }) => {
  await page.goto('/live/hot');
  await expect(page.getByRole('link', { name: '热门' })).toHaveAttribute('aria-current', 'page');
  const rows = page.getByTestId('match-row');
  await expect(rows.first()).toBeVisible();
  await expect(page.locator('.kq-list-section').first()).toContainText('进行中');
  await expect(
    page.locator('[data-testid="match-row"][data-state="2"], [data-testid="match-row"][data-state="4"]').first(),
  ).toBeVisible();
  await expect(page.getByText('回放').first()).toBeVisible();
  await shoot(page, 'football-01-hot');

  await page.getByRole('link', { name: '赛程' }).click();
  await expect(page).toHaveURL(/\/live\/zq\/1$/);
  await expect(page.locator('.kq-date-item').first()).toContainText('今天');
  await shoot(page, 'football-02-fixtures');

  await page.getByRole('link', { name: '赛果' }).click();
  await expect(page).toHaveURL(/\/live\/zq\/2$/);
  await expect(page.getByTestId('match-row').first()).toContainText('完场');
  await shoot(page, 'football-03-results');

  await page.getByRole('link', { name: '竞彩' }).click();
  await expect(page.locator('.kq-row-lottery').first()).toContainText(/周.\d{3}/);
  await shoot(page, 'football-04-jczq');

  await page.getByRole('link', { name: '关注' }).click();
  await expect(page.getByText('登录后查看关注的比赛')).toBeVisible();
});

test('a goal pushed to the feed reaches the row without a reload, with a toast', async ({ page, request }) => {
  const now = await sportsNow(request);
  const kickoff = now - 600;
  const { match, id } = await pushLiveMatch(request, 'goal', kickoff);

  await page.goto('/live/hot');
  const row = page.locator(`[data-testid="match-row"][data-match-id="${id}"]`);
  await expect(row).toBeVisible();
  await expect(row.getByTestId('row-score')).toHaveText('0 - 0');
  // The socket is open once the page has hydrated and subscribed; give it a moment.
  await page.waitForTimeout(800);

  const before = Date.now();
  await pushFeed(request, [
    match.score([1, 0]),
    match.incident(IncidentType.goal, 'home', 640, { score: [1, 0], playerName: '萨卡' }),
  ]);
  await expect(row.getByTestId('row-score')).toHaveText('1 - 0', { timeout: 5000 });
  const elapsed = Date.now() - before;
  test.info().annotations.push({ type: 'goal latency (ms)', description: String(elapsed) });
  expect(elapsed, 'score on screen after ingest (ms)').toBeLessThan(3000);
  await expect(row).toHaveClass(/is-flash/);
  const toast = page.getByTestId('live-toast').first();
  await expect(toast).toContainText('阿森纳 1-0 曼城');
  await shoot(page, 'football-05-goal-toast');
});

test('the league filter keeps one league across a reload', async ({ page }) => {
  await page.goto('/live/zq/0');
  await expect(page.getByTestId('match-row').first()).toBeVisible();
  await page.getByTestId('open-filter').click();
  const sheet = page.getByTestId('filter-sheet');
  await expect(sheet.getByTestId('filter-chip').first()).toBeVisible();
  await shoot(page, 'football-06-filter');
  await sheet.getByRole('button', { name: '反选' }).click();
  await expect(sheet.getByTestId('filter-count')).toHaveText('0');
  const chip = sheet.getByTestId('filter-chip').first();
  const league = ((await chip.locator('span').textContent()) ?? '').trim();
  await chip.click();
  await sheet.getByTestId('filter-confirm').click();
  await expect(sheet).toBeHidden();

  const leagues = page.locator('[data-testid="match-row"] .kq-row-league');
  await expect(leagues.first()).toHaveText(league);
  await expect(page.getByTestId('hide-hint')).toContainText('已隐藏');
  for (const text of await leagues.allTextContents()) expect(text).toBe(league);
  await shoot(page, 'football-07-filtered');

  await page.reload();
  await expect(leagues.first()).toHaveText(league);
  for (const text of await leagues.allTextContents()) expect(text).toBe(league);
  const cookies = await page.context().cookies();
  const filter = cookies.find((cookie) => cookie.name === 'kq_zq_filter');
  expect(filter?.value).toMatch(/^\d+(%21|!)$/);

  // Back to every league for the journeys after this one.
  await page.getByTestId('open-filter').click();
  await page.getByTestId('filter-sheet').getByRole('button', { name: '全选' }).click();
  await page.getByTestId('filter-sheet').getByTestId('filter-confirm').click();
  await expect(page.getByTestId('hide-hint')).toBeHidden();
});

test('alert settings are kept in the browser', async ({ page }) => {
  await page.goto('/live/hot');
  await page.getByTestId('open-alerts').click();
  const sheet = page.getByTestId('alert-settings');
  await expect(sheet.getByText('进球提示', { exact: true })).toBeVisible();
  await expect(sheet.getByRole('switch', { name: '仅提示关注的比赛' })).toHaveAttribute('aria-checked', 'false');
  await expect(sheet.getByRole('switch', { name: '进球提示' })).toHaveAttribute('aria-checked', 'true');
  await shoot(page, 'football-08-alerts');
  await sheet.getByRole('switch', { name: '黄牌提示' }).click();
  await sheet.getByRole('button', { name: '完成' }).click();
  await page.reload();
  await page.getByTestId('open-alerts').click();
  await expect(page.getByTestId('alert-settings').getByRole('switch', { name: '黄牌提示' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
});

test('a match detail goes through 赛况, 阵容, 指数 with a company history, and 分析', async ({ page }) => {
  await page.goto('/live/zq/0');
  const live = page
    .locator('[data-testid="match-row"][data-state="4"], [data-testid="match-row"][data-state="3"]')
    .filter({ hasText: '回放' })
    .first();
  await live.locator('a').click();
  await expect(page).toHaveURL(/\/live\/zq\/detail\/\d+$/);
  await expect(page.getByTestId('detail-header')).toBeVisible();
  await expect(page.getByTestId('timeline')).toBeVisible();
  await expect(page.getByTestId('stat-bar').first()).toBeVisible();
  await expect(page.locator('.kq-donut')).toHaveCount(3);
  await shoot(page, 'football-09-detail-overview');
  await shoot(page, 'football-09b-detail-overview-full', { fullPage: true });

  await page.getByTestId('detail-tab-lineups').click();
  await expect(page.getByTestId('tab-lineups')).toBeVisible();
  await expect(page.getByText('首发阵容')).toBeVisible();
  await shoot(page, 'football-10-detail-lineups');

  await page.getByTestId('detail-tab-odds').click();
  await expect(page.getByTestId('odds-company').first()).toBeVisible();
  await shoot(page, 'football-11-detail-odds');
  await page.getByTestId('odds-company').first().click();
  await expect(page.getByTestId('odds-history-row').first()).toBeVisible();
  await shoot(page, 'football-12-detail-odds-history');
  await page.getByRole('button', { name: '‹ 返回' }).click();
  await page.getByRole('tab', { name: '欧指' }).click();
  await expect(page.getByTestId('odds-company').first()).toBeVisible();

  await page.getByTestId('detail-tab-analysis').click();
  await expect(page.getByText('历史交锋')).toBeVisible();
  await expect(page.getByTestId('standings').locator('tr.is-highlight')).toHaveCount(2);
  await shoot(page, 'football-13-detail-analysis');
});

test('a fixture opens with its kick-off and an empty timeline', async ({ page }) => {
  await page.goto('/live/zq/1');
  await page.getByTestId('match-row').first().locator('a').click();
  await expect(page).toHaveURL(/\/live\/zq\/detail\/\d+$/);
  await expect(page.getByTestId('detail-state')).toHaveText('未开赛');
  await expect(page.getByTestId('detail-score')).toHaveText('VS');
  await expect(page.getByText('比赛尚未开始，暂无事件')).toBeVisible();
  await shoot(page, 'football-14-detail-fixture');
  const missing = await page.goto('/live/zq/detail/99999999');
  expect(missing?.status()).toBe(404);
});

test('a logged-in fan follows a match and finds it under 关注', async ({ page, request }) => {
  const account = { phone: randomPhone(), password: 'abc12345', nickName: randomNickName() };
  await registerThroughApi(request, account);
  await page.goto('/live/zq/0');
  const row = page.getByTestId('match-row').first();
  const teams = (await row.locator('.kq-team-name').allTextContents()).join(' ');
  await row.getByTestId('follow-star').click();
  await expect(page).toHaveURL(/\/user\/login/);
  await loginWithPassword(page, account.phone, account.password);
  // Login sends the fan back to the list they came from.
  await expect(page).toHaveURL(/\/live\/zq\/0$/);
  const star = page.getByTestId('match-row').first().getByTestId('follow-star');
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('link', { name: '关注' }).click();
  await expect(page).toHaveURL(/\/live\/zq\/3$/);
  const followed = page.getByTestId('match-row');
  await expect(followed).toHaveCount(1);
  await expect(followed.first()).toContainText(teams.split(' ')[0] ?? '');
  await shoot(page, 'football-15-followed');
});

test('the detail page takes a goal live: score, timeline and text live', async ({ page, request }) => {
  const now = await sportsNow(request);
  const kickoff = now - 1200;
  const { match, id } = await pushLiveMatch(request, 'detail', kickoff);

  await page.goto(`/live/zq/detail/${id}`);
  await expect(page.getByTestId('detail-score')).toHaveText('0 - 0');
  // At 20' with nothing yet, the timeline says so, not that the match has not begun.
  await expect(page.getByText('暂无进球、红黄牌等比赛事件')).toBeVisible();
  await expect(page.getByText('比赛尚未开始，暂无事件')).toHaveCount(0);
  await page.waitForTimeout(800);
  await pushFeed(request, [
    match.score([0, 1]),
    match.incident(IncidentType.goal, 'away', 1210, { score: [0, 1], playerName: '哈兰德' }),
  ]);
  await expect(page.getByTestId('detail-score')).toHaveText('0 - 1', { timeout: 5000 });
  await expect(page.getByTestId('timeline')).toContainText('哈兰德');
  const goalLine = page.getByTestId('text-live').locator('li').filter({ hasText: '哈兰德' });
  await expect(goalLine).toContainText("21'");
  await expect(goalLine).toContainText('首开纪录');
  await expect(goalLine).toContainText('阿森纳 0-1 曼城');
  await expect(page.getByTestId('live-toast').first()).toContainText('进球！曼城 哈兰德（0-1）');
  await shoot(page, 'football-16-detail-live-goal');
});
