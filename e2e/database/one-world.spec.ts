import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { shootScreen } from '../support/ui';

/**
 * At 375×812: one world, told in Chinese (docs/decisions/0057-names-xinhua-transliteration.md), as of the replay's now
 * (docs/decisions/0058-everything-as-of-replay-now.md). The 资料库 shows the 2017-18 season as
 * far as the score pages have played it (FEED_DEMO=busy: a December Sunday evening), each result on the day its
 * match page shows; a team page lists its next fixtures of the replay calendar; a match's 赛况 and 阵容 and a
 * 动画直播 room name everyone in Chinese. Screens go to docs/screenshots/one-world/.
 */
const screens = 'docs/screenshots/one-world';

function shoot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  return shootScreen(page, `${screens}/${name}.png`, options);
}

/** Latin letters in a name shown to a fan (a score or a date has none). */
const LATIN = /[A-Za-z]{2,}/;

test('the season as of now: a table mid-season, a result on its match page’s day, 赛况 and 阵容 in Chinese', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/database/detail?id=1');
  const rows = page.getByTestId('db-standings').locator('tbody tr');
  await expect(rows).toHaveCount(20);
  await expect(rows.first()).toContainText('曼城');
  await shoot(page, 'competition-table');

  // The newest round played so far; a result opens its match page, which shows the same day.
  await page.getByRole('tab', { name: '赛程赛果' }).click();
  const result = page
    .getByTestId('db-fixture')
    .filter({ has: page.getByTestId('db-match-link') })
    .first();
  const day = (await result.locator('.kq-db-fixture-date').textContent())!.replace('/', '-');
  await result.getByTestId('db-match-link').click();
  await expect(page).toHaveURL(/\/live\/zq\/detail\/\d+$/);
  await expect(page.locator('.kq-detail-info')).toContainText(`${day} `);

  const timeline = page.getByTestId('timeline');
  await expect(timeline).toBeVisible();
  expect(await timeline.locator('li').count()).toBeGreaterThan(3);
  expect(await timeline.textContent()).not.toMatch(LATIN);
  await shoot(page, 'match-timeline');

  await page.getByRole('tab', { name: '阵容' }).click();
  await expect(page.getByTestId('pitch-player')).toHaveCount(22);
  for (const name of await page.locator('.kq-pitch-name, .kq-lineup-name b').allTextContents())
    expect(name).not.toMatch(LATIN);
  await shoot(page, 'lineup', { fullPage: true });
});

test('a team page shows its next three fixtures of the replay calendar; a player’s season so far', async ({ page }) => {
  await page.goto('/database/team/zq?id=1625');
  await expect(page.getByTestId('db-team-name')).toHaveText('曼城');
  const upcoming = page.getByTestId('db-upcoming');
  await expect(upcoming.getByRole('heading', { name: '未来赛程' })).toBeVisible();
  await expect(upcoming.getByTestId('db-upcoming-fixture')).toHaveCount(3);
  for (const row of await upcoming.getByTestId('db-upcoming-fixture').all()) await expect(row).toContainText('曼城');
  await shoot(page, 'team-upcoming');

  const player = page.getByTestId('db-squad').first().locator('tbody tr').first().getByRole('link');
  const name = (await player.textContent()) ?? '';
  expect(name).not.toMatch(LATIN);
  await player.click();
  await expect(page).toHaveURL(/\/database\/player\/zq\?id=\d+/);
  await expect(page.getByTestId('db-player-name')).toHaveText(name);
  await expect(page.getByTestId('db-player-season').first()).toContainText('出场');
  await shoot(page, 'player', { fullPage: true });
});

test('live matches of both sports have 动画直播 rooms on the 直播 tab; a football room', async ({ page }) => {
  await page.goto('/vlive/0');
  const cards = page.getByTestId('animation-rooms').getByTestId('animation-card');
  // FEED_DEMO=busy: football and basketball (the CBA's Sunday evening) in play at once.
  await expect(cards.filter({ hasText: '篮球' }).first()).toBeVisible();
  await cards.filter({ hasText: '足球' }).first().click();
  await expect(page).toHaveURL(/\/vlive\/anim\/zq\/\d+$/);
  const room = page.getByTestId('animation-room');
  await expect(room.getByTestId('match-animation')).toBeVisible();
  await expect(room.getByTestId('animation-latest-line')).toContainText('赛况');
  expect(await room.getByTestId('detail-home-team').textContent()).not.toMatch(LATIN);
  await shoot(page, 'animation-room');
});
