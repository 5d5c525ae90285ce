import type { Page } from '@playwright/test';
import { pushGeneratedGame } from '../support/basketball-feed';
import { expect, test } from '../support/fixtures';
import { shootScreen } from '../support/ui';

/**
 * The 资料库 journeys in Chromium at 375×812: search by pinyin initials, a league table with
 * its zones, the player rankings and a history season; and from a live score to a team, a player and a
 * match of his log. The replay runs on a clock, so the live match is whichever is on now, and the 2017-18
 * season is shown as far as the replay has played it (docs/decisions/0058-everything-as-of-replay-now.md:
 * FEED_DEMO=busy is mid-December, 曼城 top). Screens go to docs/screenshots/database/.
 */
function shoot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  return shootScreen(page, `docs/screenshots/database/${name}.png`, options);
}

test('search "mc" finds 曼城; the Premier League table, rankings, rounds and a history season', async ({ page }) => {
  await page.goto('/database');
  await expect(page.getByRole('navigation', { name: '主导航' }).locator('[aria-current="page"]')).toHaveText(/头条/);
  await expect(page.getByText('五大联赛')).toBeVisible();
  await expect(page.getByTestId('db-competition')).toHaveCount(8);
  await shoot(page, '01-home');

  await page.getByRole('link', { name: '篮球' }).click();
  await expect(page.getByTestId('db-competition')).toHaveText([/NBA/, /CBA/]);
  await page.goto('/database');

  await page.getByRole('searchbox').fill('mc');
  await page.getByRole('button', { name: '搜索' }).click();
  const team = page.getByTestId('db-team-result').filter({ hasText: '曼城' });
  await expect(team).toBeVisible();
  await expect(team.locator('svg')).toHaveAttribute('data-colors', '#6CABDD #1C2C5B');
  await shoot(page, '02-search-mc');

  await team.click();
  await expect(page).toHaveURL(/\/database\/team\/zq\?id=1625/);
  await expect(page.getByTestId('db-team-name')).toHaveText('曼城');
  await expect(page.locator('.kq-db-hero')).toContainText(/第1名 · \d+分/);
  await shoot(page, '03-team', { fullPage: true });

  await page.goto('/database');
  await page.getByTestId('db-competition').filter({ hasText: '英超' }).click();
  await expect(page).toHaveURL(/\/database\/detail\?id=1$/);
  const table = page.getByTestId('db-standings');
  await expect(table.locator('tbody tr')).toHaveCount(20);
  await expect(table.locator('tbody tr').first()).toContainText('曼城');
  // Shields in the club's real colours (sky blue and navy), as on the score screens.
  await expect(table.locator('tbody tr').first().locator('svg[data-colors]')).toHaveAttribute(
    'data-colors',
    '#6CABDD #1C2C5B',
  );
  await expect(page.getByText('欧冠区')).toBeVisible();
  await shoot(page, '04-table');

  await page.getByRole('tab', { name: '球员榜' }).click();
  await expect(page.getByTestId('db-ranking').locator('tbody tr').first()).toContainText(/\p{Script=Han}/u);
  await shoot(page, '05-rankings');

  await page.getByRole('tab', { name: '赛程赛果' }).click();
  // The latest round played so far: whole, or the part of it that has finished.
  await expect(page.getByTestId('db-fixture').first()).toBeVisible();
  expect(await page.getByTestId('db-fixture').count()).toBeLessThanOrEqual(10);
  await shoot(page, '06-rounds');

  await page.getByRole('tab', { name: '球队数据' }).click();
  await expect(page.getByTestId('db-team-stats').locator('tbody tr')).toHaveCount(20);
  await shoot(page, '07-team-stats');

  await page.getByRole('link', { name: '2016-17' }).click();
  await expect(page).toHaveURL(/season=2016-17/);
  await page.getByRole('tab', { name: '积分榜' }).click();
  await expect(page.getByTestId('db-standings').locator('tbody tr').first()).toContainText(/切尔西.*93/);
  await expect(page.getByText('openfootball')).toBeVisible();
  await shoot(page, '08-history-season');
});

test('from a live score: a team, one of its players, then a match of his log', async ({ page }) => {
  await page.goto('/live/hot');
  const live = page.locator('[data-testid="match-row"][data-state="2"], [data-testid="match-row"][data-state="4"]');
  await expect(live.first()).toBeVisible();
  await live.first().click();
  await expect(page).toHaveURL(/\/live\/zq\/detail\/\d+/);

  await page.getByTestId('detail-home-team').click();
  await expect(page).toHaveURL(/\/database\/team\/zq\?id=\d+/);
  await expect(page.getByTestId('db-team-name')).toBeVisible();
  const player = page.getByTestId('db-squad').first().locator('tbody tr').first().getByRole('link');
  const name = (await player.textContent()) ?? '';
  await player.click();
  await expect(page).toHaveURL(/\/database\/player\/zq\?id=\d+/);
  await expect(page.getByTestId('db-player-name')).toHaveText(name);
  await expect(page.getByTestId('db-player-season').first()).toContainText('出场');
  await shoot(page, '09-player');
  await page.getByTestId('db-player-log').scrollIntoViewIfNeeded();
  await shoot(page, '10-player-log');

  const match = page.getByTestId('db-player-log').getByTestId('db-match-link').first();
  await match.click();
  await expect(page).toHaveURL(/\/live\/zq\/detail\/\d+/);
  await expect(page.getByTestId('detail-header')).toBeVisible();
});

test('NBA: conference tables of the generated season, a team with its RAPTOR roster, a player', async ({ page }) => {
  await page.goto('/database?sport=basketball');
  await page.getByTestId('db-competition').filter({ hasText: 'NBA' }).click();
  await expect(page).toHaveURL(/\/database\/detail\/lq\?id=101$/);
  await expect(page.getByText('模拟').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: '东部' })).toBeVisible();
  await expect(page.getByTestId('db-basketball-standings')).toHaveCount(2);
  await expect(page.getByTestId('db-basketball-standings').first().locator('tbody tr')).toHaveCount(15);
  await shoot(page, '11-nba-table');

  await page.getByRole('tab', { name: '最近赛果' }).click();
  await expect(page.getByTestId('db-fixture').first()).toBeVisible();
  await shoot(page, '12-nba-results');

  await page.getByRole('tab', { name: '排名' }).click();
  await page.getByTestId('db-basketball-standings').first().locator('tbody tr').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/database\/team\/lq\?id=\d+/);
  await expect(page.getByTestId('db-roster').locator('tbody tr').first()).toBeVisible();
  await shoot(page, '13-nba-team');

  const player = page.getByTestId('db-roster').locator('tbody tr').first().getByRole('link');
  const name = (await player.textContent()) ?? '';
  await player.click();
  await expect(page).toHaveURL(/\/database\/player\/lq\?id=\d+/);
  await expect(page.getByTestId('db-player-name')).toHaveText(name);
  await expect(page.getByTestId('db-player-season').first()).toContainText('RAPTOR');
  await shoot(page, '14-nba-player');
});

test('NBA 数据榜: per-game leaders from the box scores held, the leader’s averages on his page', async ({
  page,
  request,
}) => {
  // A finished game of our own, whatever the hour: the leaders need one box score at least.
  await pushGeneratedGame(request, 'nba', 'finished');
  await page.goto('/database/detail/lq?id=101');
  await page.getByRole('tab', { name: '数据榜' }).click();
  await expect(page.getByText(/统计自站内已完赛的 \d+ 场比赛/)).toBeVisible();
  const leaders = page.getByTestId('db-basketball-leaders');
  await expect(leaders.locator('tbody tr')).toHaveCount(5);
  await expect(page.getByTestId('db-basketball-team-averages').locator('tbody tr').first()).toBeVisible();
  await shoot(page, '15-nba-leaders');
  await page.getByRole('button', { name: '篮板' }).click();
  await expect(leaders.locator('thead')).toContainText('场均篮板');
  await shoot(page, '16-nba-rebounds');

  const first = leaders.locator('tbody tr').first();
  const value = (await first.locator('td').last().textContent()) ?? '';
  await first.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/database\/player\/lq\?id=\d+/);
  const averages = page.getByTestId('db-player-averages');
  await expect(averages).toContainText(`场均篮板${value}`);
  await shoot(page, '17-nba-player-averages');
  await page.goBack();
  await page.getByRole('tab', { name: '数据榜' }).click();
  await page.getByTestId('db-basketball-team-averages').locator('tbody tr').first().getByRole('link').click();
  await expect(page.getByTestId('db-roster-averages').locator('tbody tr').first()).toBeVisible();
  await page.getByTestId('db-roster-averages').scrollIntoViewIfNeeded();
  await shoot(page, '18-nba-team-averages');
});

test('淘汰赛: the World Cup 2018 and Euro 2016 knockout brackets, winners marked', async ({ page }) => {
  await page.goto('/database/detail?id=6');
  await page.getByRole('tab', { name: '淘汰赛' }).click();
  const bracket = page.getByTestId('db-bracket');
  await expect(bracket.getByRole('list')).toHaveCount(4);
  await expect(bracket.getByRole('list', { name: '1/8决赛' }).locator('.kq-bracket-tie')).toHaveCount(8);
  const final = bracket.getByRole('list', { name: '决赛', exact: true });
  await expect(final.locator('.kq-bracket-side.is-through')).toContainText('法国');
  await expect(final).toContainText('克罗地亚');
  await shoot(page, '19-world-cup-bracket');
  await page.getByTestId('db-bracket').evaluate((el) => el.parentElement?.scrollTo({ left: 10_000 }));
  await shoot(page, '20-world-cup-bracket-final');

  await page.goto('/database/detail?id=7');
  await page.getByRole('tab', { name: '淘汰赛' }).click();
  const euroFinal = page.getByTestId('db-bracket').getByRole('list', { name: '决赛', exact: true });
  await expect(euroFinal.locator('.kq-bracket-side.is-through')).toContainText('葡萄牙');
  await shoot(page, '21-euro-bracket');
});

test('中超 2024: the table from the real results with 上海海港 champions, its rounds, and a club', async ({ page }) => {
  await page.goto('/database');
  await page.getByTestId('db-competition').filter({ hasText: '中超' }).click();
  await expect(page).toHaveURL(/\/database\/detail\?id=8$/);
  const rows = page.getByTestId('db-standings').locator('tbody tr');
  await expect(rows).toHaveCount(16);
  await expect(rows.first()).toContainText('上海海港');
  await expect(rows.first().locator('.kq-db-rank')).toHaveClass(/is-champions/);
  await expect(rows.last().locator('.kq-db-rank')).toHaveClass(/is-relegation/);
  await expect(page.getByText('亚冠精英联赛')).toBeVisible();
  await shoot(page, '22-csl-table');

  await page.getByRole('tab', { name: '赛程赛果' }).click();
  await expect(page.getByRole('button', { name: '第30轮' })).toBeVisible();
  await expect(page.getByTestId('db-fixture')).toHaveCount(8);
  await shoot(page, '23-csl-rounds');

  await page.getByRole('tab', { name: '球队数据' }).click();
  await expect(page.getByTestId('db-result-stats').locator('tbody tr')).toHaveCount(16);
  await shoot(page, '24-csl-team-stats');

  await page.getByRole('tab', { name: '积分榜' }).click();
  await rows.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/database\/team\/zq\?id=3\d{5}/);
  await expect(page.getByTestId('db-team-name')).toHaveText('上海海港');
  await expect(page.locator('.kq-db-hero')).toContainText('第1名');
  await expect(page.getByTestId('db-no-lineups')).toBeVisible();
  await expect(page.getByTestId('db-fixture')).toHaveCount(30);
  await shoot(page, '25-csl-club');
  await page.getByRole('tab', { name: '球队数据' }).click();
  await expect(page.getByTestId('db-team-result-stats')).toContainText('零封');
  await shoot(page, '26-csl-club-stats');

  await page.goto('/database');
  await page.getByRole('searchbox').fill('shsh');
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(page.getByTestId('db-team-result').filter({ hasText: '上海申花' })).toBeVisible();
  await shoot(page, '27-search-csl');
});

test('CBA: team averages from the generated games’ team statistics, labelled 模拟', async ({ page, request }) => {
  await pushGeneratedGame(request, 'cba', 'finished');
  await page.goto('/database/detail/lq?id=102');
  await page.getByRole('tab', { name: '数据榜' }).click();
  const table = page.getByTestId('db-basketball-team-averages');
  await expect(table.locator('tbody tr').first()).toBeVisible();
  await expect(table.locator('thead')).toContainText('命中率');
  await expect(page.getByText('模拟').first()).toBeVisible();
  await shoot(page, '28-cba-team-averages');

  await table.locator('tbody tr').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/database\/team\/lq\?id=\d+/);
  await expect(page.getByTestId('db-team-statistics')).toContainText('场均得分');
  await shoot(page, '29-cba-team', { fullPage: true });
});
