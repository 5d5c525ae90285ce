import type { Page } from '@playwright/test';
import { pushGeneratedGame } from '../support/basketball-feed';
import { expect, test } from '../support/fixtures';

const shots = 'docs/screenshots/animation';

/** The ball's place on the stage, as its transform says. */
const ballAt = (page: Page) => page.getByTestId('animation-ball').first().getAttribute('transform');

test('a fan opens a live match’s 动画直播 from the 直播 tab and from the match page', async ({ page }) => {
  await page.goto('/vlive/0');
  // FEED_DEMO=busy: a December Sunday evening, three leagues and CBA games in play, each with its animation room.
  const cards = page.getByTestId('animation-rooms').getByTestId('animation-card');
  const football = cards.filter({ hasText: '足球' });
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(1);
  await page.getByRole('heading', { name: /动画直播/ }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/room-list.png` });

  const title = (await football.first().locator('.kq-vlive-title').textContent())!;
  await football.first().click();
  await expect(page).toHaveURL(/\/vlive\/anim\/zq\/\d+$/);
  const room = page.getByTestId('animation-room');
  await expect(room.getByTestId('match-animation')).toBeVisible();
  const [home, away] = title.split(' vs ');
  await expect(room.getByTestId('detail-home-team')).toContainText(home!);
  await expect(room.getByTestId('detail-away-team')).toContainText(away!);
  await expect(room.getByTestId('detail-score')).toHaveText(/\d+\s*[-:]\s*\d+/);
  await expect(room.getByTestId('animation-latest-line')).toContainText('赛况');
  await expect(room.getByText('动画根据实时数据推演')).toBeVisible();
  // The ball moves between events (it wanders in the zone of the newest one).
  const first = await ballAt(page);
  await expect.poll(() => ballAt(page), { timeout: 5_000 }).not.toBe(first);
  await page.screenshot({ path: `${shots}/room.png` });

  // From the match page: the 动画 tab draws the same match.
  await page.getByRole('link', { name: '比赛详情' }).click();
  await expect(page).toHaveURL(/\/live\/zq\/detail\/\d+$/);
  await page.getByTestId('detail-tab-animation').click();
  await expect(page.getByTestId('match-animation')).toBeVisible();
  const before = await ballAt(page);
  await expect.poll(() => ballAt(page), { timeout: 5_000 }).not.toBe(before);
  await page.screenshot({ path: `${shots}/match-page.png` });
  // No room streams this match: the title bar leads to its animation room.
  const entry = page.getByTestId('watch-animation');
  if (await entry.isVisible()) {
    await entry.click();
    await expect(page).toHaveURL(/\/vlive\/anim\/zq\/\d+$/);
  }
});

test('a basketball game in play has its 动画直播 on the 篮球 tab: the court, the score and the newest play', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // The busy demo's clock is before the basketball season: a generated NBA game is pushed in play.
  const game = await pushGeneratedGame(request, 'nba', 'live', 2);
  await page.goto('/vlive/2');
  const card = page.locator(`[data-testid="animation-card"][href="/vlive/anim/lq/${game.id}"]`);
  await expect(card).toBeVisible();
  await expect(card).toContainText('篮球');
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/vlive/anim/lq/${game.id}$`));
  const animation = page.getByTestId('match-animation');
  await expect(animation).toHaveClass(/is-basketball/);
  await expect(page.getByTestId('animation-latest-line')).toContainText(
    /命中|不中|篮板|犯规|失误|抢断|盖帽|换人|暂停|节/,
  );
  await game.playOn(request, 40);
  await expect
    .poll(() => page.getByTestId('animation-caption').getAttribute('class'), { timeout: 10_000 })
    .toBeTruthy();
  const before = await ballAt(page);
  await expect.poll(() => ballAt(page), { timeout: 5_000 }).not.toBe(before);
  await page.screenshot({ path: `${shots}/basketball-room.png` });
});

test('an unknown sport or match has no animation room', async ({ page }) => {
  expect((await page.goto('/vlive/anim/xx/1'))?.status()).toBe(404);
  expect((await page.goto('/vlive/anim/zq/999999'))?.status()).toBe(404);
});
