import { Team } from '@kanqiu/test-factories';
import { IncidentType } from '@kanqiu/domain';
import { pushGeneratedGame } from '../support/basketball-feed';
import { pushFeed, pushLiveMatch, sportsNow } from '../support/feed';
import { expect, test } from '../support/fixtures';

test('/live shows the matches in play of both sports, kept live, from the 比分 header', async ({ page, request }) => {
  const now = await sportsNow(request);
  const kickoff = now - 700;
  const { match, id: footballId } = await pushLiveMatch(request, 'live-view', kickoff);
  const basketballId = (await pushGeneratedGame(request, 'nba', 'live')).id;

  await page.goto('/live/hot');
  await page.locator('.kq-live-tab', { hasText: '直播' }).click();
  await expect(page).toHaveURL(/\/live$/);
  await expect(page.locator('.kq-live-tab.is-active')).toHaveText('直播');
  await expect(page.locator('.kq-tabbar-item.is-active')).toHaveText(/比分/);

  const footballRow = page.locator(`[data-testid="match-row"][data-match-id="${footballId}"]`);
  await expect(footballRow.getByTestId('row-score')).toHaveText('0 - 0');
  await expect(footballRow.getByTestId('row-minute')).toBeVisible();
  // Every row is in play (states 2–7).
  for (const state of await page.getByTestId('match-row').evaluateAll((rows) => rows.map((r) => r.dataset.state))) {
    expect(Number(state)).toBeGreaterThanOrEqual(2);
    expect(Number(state)).toBeLessThanOrEqual(7);
  }
  await page.screenshot({ path: 'docs/screenshots/live/live-football.png' });

  // A goal arrives through the socket; a finished match leaves the view.
  await page.waitForTimeout(800);
  await pushFeed(request, [
    match.score([1, 0]),
    match.incident(IncidentType.goal, 'home', 760, { score: [1, 0], playerName: '萨卡' }),
  ]);
  await expect(footballRow.getByTestId('row-score')).toHaveText('1 - 0');
  await pushFeed(request, [match.state(8)]);
  await expect(footballRow).toHaveCount(0);

  // The sport switch: basketball's games in play, on the same page.
  await page.getByRole('tab', { name: /篮球/ }).click();
  await expect(page).toHaveURL(/\/live\?sport=lq$/);
  const basketballRow = page.locator(`[data-testid="match-row"][data-match-id="${basketballId}"]`);
  await expect(basketballRow.getByTestId('row-clock')).toBeVisible();
  await expect(page.getByRole('tab', { name: /篮球/ })).toHaveAttribute('aria-selected', 'true');
  await page.screenshot({ path: 'docs/screenshots/live/live-basketball.png' });
});

test('a team name in a score row opens the 资料库; the rest of the row opens the match', async ({ page, request }) => {
  const now = await sportsNow(request);
  const kickoff = now - 500;
  const { id } = await pushLiveMatch(request, 'live-db', kickoff);

  await page.goto('/live');
  const row = page.locator(`[data-testid="match-row"][data-match-id="${id}"]`);
  await row.getByTestId('row-score').click();
  await expect(page).toHaveURL(new RegExp(`/live/zq/detail/${id}$`));
  await page.goBack();
  await row.locator('.kq-team-name').first().click();
  await expect(page).toHaveURL(new RegExp(`/database/team/zq\\?id=${Team.arsenal}`));
  await page.goBack();
  await row.locator('.kq-row-league-name').click();
  await expect(page).toHaveURL(/\/database\/detail\?id=\d+$/);
});
