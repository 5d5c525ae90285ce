import type { APIRequestContext, Page } from '@playwright/test';
import { randomNickName, randomPhone, registerThroughApi } from '../support/api';
import { pushGeneratedGame, type PushedGame } from '../support/basketball-feed';
import { expect, test } from '../support/fixtures';
import { loginWithPassword, shootScreen } from '../support/ui';

/**
 * The basketball journeys in Chromium at 375×812: the list with live games whose period clock
 * ticks and whose scores move without a reload, every detail tab, and the odds-type switch. The generated
 * calendar has basketball only on Beijing mornings and evenings in season, so the games are our own: games
 * of the generated model pushed through the feed push, standing in play, finished and to come whatever the
 * hour (support/basketball-feed.ts). Screens go to test-results/screens/.
 */
function shoot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  return shootScreen(page, `test-results/screens/${name}.png`, options);
}

type Games = { nbaLive: PushedGame; cbaLive: PushedGame; nbaFinished: PushedGame; nbaUpcoming: PushedGame };
let pushed: Promise<Games> | undefined;

/** Our games, pushed once for the file: NBA in play, finished and to come, and a CBA game in play. */
function games(request: APIRequestContext): Promise<Games> {
  pushed ??= (async () => ({
    nbaLive: await pushGeneratedGame(request, 'nba', 'live', 2),
    cbaLive: await pushGeneratedGame(request, 'cba', 'live'),
    nbaFinished: await pushGeneratedGame(request, 'nba', 'finished', 0),
    nbaUpcoming: await pushGeneratedGame(request, 'nba', 'upcoming', 5),
  }))();
  return pushed;
}

test('the basketball list shows live games, the clock ticks and the score moves without a reload', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const game = (await games(request)).nbaLive;
  await page.goto('/live/zq/0');
  await page.getByRole('tab', { name: '篮球' }).click();
  await expect(page).toHaveURL(/\/live\/lq\/0$/);
  await expect(page.getByRole('link', { name: '即时' })).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('.kq-list-section').first()).toContainText('进行中');
  await expect(page.getByText('模拟').first()).toBeVisible();

  const row = page.locator(`[data-testid="match-row"][data-match-id="${game.id}"]`);
  await expect(row).toBeVisible();
  const clock = row.getByTestId('row-clock');
  await expect(clock).toHaveText(/第.节 \d\d:\d\d|加时 \d\d:\d\d|节完|中场/);
  const first = await clock.textContent();
  await page.waitForTimeout(3000);
  const second = await clock.textContent();
  expect(second, 'the period clock ticks on the client').not.toBe(first);

  const score = async () =>
    `${await row.getByTestId('row-away-score').textContent()}-${await row.getByTestId('row-home-score').textContent()}`;
  const before = await score();
  await game.playOn(request, 180);
  await expect.poll(score, { timeout: 30_000, intervals: [500] }).not.toBe(before);
  await shoot(page, 'basketball-01-live');

  await page.getByRole('link', { name: '赛程' }).click();
  await expect(page).toHaveURL(/\/live\/lq\/1$/);
  await expect(page.locator('.kq-date-item').first()).toContainText('今天');
  await shoot(page, 'basketball-02-fixtures');

  await page.getByRole('link', { name: '赛果' }).click();
  await expect(page).toHaveURL(/\/live\/lq\/2$/);
  await expect(page.getByTestId('match-row').first()).toContainText('完场');
  await shoot(page, 'basketball-03-results');

  await page.getByRole('link', { name: '关注' }).click();
  await expect(page.getByText('登录后查看关注的比赛')).toBeVisible();
});

/** Opens a list with NBA and CBA games: 即时 (our games in play), else tomorrow's 赛程. */
async function openListWithBothLeagues(page: Page): Promise<void> {
  await page.goto('/live/lq/0');
  await expect(page.getByTestId('match-row').first()).toBeVisible();
  const leagues = async () =>
    new Set(await page.getByTestId('match-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-league'))));
  const shown = await leagues();
  if (shown.has('NBA') && shown.has('CBA')) return;
  await page.goto('/live/lq/1');
  await page.locator('.kq-date-item').nth(1).click();
  await expect(page.locator('[data-testid="match-row"][data-league="CBA"]').first()).toBeVisible();
}

/** 赛程 of today, or of tomorrow late in the evening when every game of today has started. */
async function openFixtures(page: Page): Promise<void> {
  await page.goto('/live/lq/1');
  await expect(page.locator('.kq-date-item').first()).toBeVisible();
  if ((await page.getByTestId('match-row').count()) > 0) return;
  await page.locator('.kq-date-item').nth(1).click();
  await expect(page.getByTestId('match-row').first()).toBeVisible();
}

test('the league filter keeps only the CBA across a reload', async ({ page, request }) => {
  await games(request);
  await openListWithBothLeagues(page);
  await page.getByTestId('open-filter').click();
  const sheet = page.getByTestId('filter-sheet');
  await expect(sheet.getByTestId('filter-chip').first()).toBeVisible();
  await sheet.getByTestId('filter-chip').filter({ hasText: 'NBA' }).click();
  await shoot(page, 'basketball-04-filter');
  await sheet.getByTestId('filter-confirm').click();
  await expect(page.locator('[data-testid="match-row"][data-league="NBA"]')).toHaveCount(0);
  await page.reload();
  await expect(page.locator('[data-testid="match-row"][data-league="NBA"]')).toHaveCount(0);
  const cookie = (await page.context().cookies()).find((c) => c.name === 'kq_lq_filter');
  expect(cookie?.value).toBeTruthy();
  // 15:00 Beijing (07:00 UTC) of today or tomorrow.
  expect(new Date((cookie?.expires ?? 0) * 1000).getUTCHours()).toBe(7);
  await page.context().clearCookies({ name: 'kq_lq_filter' });
});

test('the detail tabs: plays, quarters, statistics, NBA players, odds-type switch, analysis', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const id = (await games(request)).nbaLive.id;
  await page.goto(`/live/lq/detail/${id}`);
  await expect(page.getByTestId('detail-header')).toContainText('模拟');
  await expect(page.getByTestId('detail-tab-plays')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('play').first()).toBeVisible();
  await expect(page.getByTestId('tab-plays')).toContainText(/命中|不中|篮板|犯规|失误/);
  await shoot(page, 'basketball-05-plays');

  await page.getByTestId('detail-tab-quarters').click();
  await expect(page.getByTestId('tab-quarters')).toContainText('总分');
  await shoot(page, 'basketball-06-quarters');

  await page.getByTestId('detail-tab-stats').click();
  await expect(page.getByTestId('stat-bar').first()).toBeVisible();
  await shoot(page, 'basketball-07-stats');

  await page.getByTestId('detail-tab-players').click();
  await expect(page.getByTestId('box-table')).toBeVisible();
  await expect(page.getByTestId('box-row').first()).toBeVisible();
  await expect(page.getByTestId('box-table').locator('th')).toHaveText([
    '球员',
    '时间',
    '得分',
    '篮板',
    '助攻',
    '抢断',
    '盖帽',
    '失误',
    '犯规',
    '投篮',
    '三分',
    '罚球',
  ]);
  // At 375 px every tab label fits its tab, and the box score shows 失误 without scrolling.
  const clipped = await page
    .locator('.kq-detail-tabs button')
    .evaluateAll((tabs) => tabs.filter((tab) => tab.scrollWidth > tab.clientWidth).map((tab) => tab.textContent));
  expect(clipped).toEqual([]);
  const turnovers = await page.getByTestId('box-table').locator('th', { hasText: '失误' }).boundingBox();
  expect((turnovers?.x ?? 0) + (turnovers?.width ?? 0)).toBeLessThanOrEqual(375);

  // The players' points add up to the scoreboard (the away side is shown first), live too.
  await expect
    .poll(async () => {
      const away = Number(((await page.getByTestId('detail-score').textContent()) ?? '').split(' - ')[0]);
      const points = await page.getByTestId('box-row').locator('.is-points').allTextContents();
      return points.reduce((sum, p) => sum + Number(p), 0) - away;
    })
    .toBe(0);
  await shoot(page, 'basketball-08-players');

  await page.getByTestId('detail-tab-odds').click();
  const columns = page.getByTestId('odds-columns');
  const firstRow = page.getByTestId('odds-company').first();
  await expect(firstRow).toBeVisible();
  await expect(columns).toContainText('让分');
  const handicapRow = await firstRow.textContent();
  await shoot(page, 'basketball-09-odds-handicap');
  await page.getByTestId('odds-type-2').click();
  await expect(columns).toContainText('返还率');
  await expect(firstRow).toContainText('%');
  const euroRow = await firstRow.textContent();
  expect(euroRow).not.toBe(handicapRow);
  await shoot(page, 'basketball-10-odds-euro');
  await page.getByTestId('odds-type-3').click();
  await expect(columns).toContainText('大分');
  await expect(firstRow).not.toHaveText(euroRow ?? '');
  expect(await firstRow.textContent()).not.toBe(handicapRow);
  await shoot(page, 'basketball-11-odds-total');
  await firstRow.click();
  await expect(page.getByTestId('odds-history-row').first()).toBeVisible();
  await shoot(page, 'basketball-12-odds-history');

  await page.getByTestId('detail-tab-analysis').click();
  await expect(page.getByTestId('tab-analysis')).toContainText('历史交锋');
  await shoot(page, 'basketball-13-analysis', { fullPage: true });
});

test('from an NBA box score: a player opens his 资料库 page, the header a team', async ({ page, request }) => {
  const id = (await games(request)).nbaFinished.id;
  await page.goto(`/live/lq/detail/${id}`);
  await page.getByTestId('detail-tab-players').click();
  await page.getByTestId('box-player-link').first().click();
  await expect(page).toHaveURL(/\/database\/player\/lq\?id=\d+/);
  await expect(page.getByTestId('db-player-name')).toBeVisible();

  await page.goto(`/live/lq/detail/${id}`);
  await page.getByTestId('detail-home-team').click();
  await expect(page).toHaveURL(/\/database\/team\/lq\?id=\d+/);
  await expect(page.getByTestId('db-team-name')).toBeVisible();
});

test('a CBA game says player statistics are not available', async ({ page, request }) => {
  const cba = (await games(request)).cbaLive;
  await page.goto(`/live/lq/detail/${cba.id}`);
  await page.getByTestId('detail-tab-players').click();
  await expect(page.getByTestId('players-unavailable')).toContainText('CBA暂不提供球员技术统计');
});

test('a logged-in fan follows a basketball game and finds it under 关注', async ({ page, request }) => {
  const account = { phone: randomPhone(), password: 'abc12345', nickName: randomNickName() };
  await registerThroughApi(request, account);
  await games(request);
  await openFixtures(page);
  const fixturesUrl = page.url();
  const row = page.getByTestId('match-row').first();
  const home = (await row.locator('.kq-lq-name').nth(1).textContent()) ?? '';
  await row.getByTestId('follow-star').click();
  await expect(page).toHaveURL(/\/user\/login/);
  await loginWithPassword(page, account.phone, account.password);
  await expect(page).toHaveURL(fixturesUrl);
  const star = page.getByTestId('match-row').first().getByTestId('follow-star');
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('link', { name: '关注' }).click();
  await expect(page).toHaveURL(/\/live\/lq\/3$/);
  const followed = page.getByTestId('match-row');
  await expect(followed).toHaveCount(1);
  await expect(followed.first()).toContainText(home);
  await shoot(page, 'basketball-14-followed');
});
