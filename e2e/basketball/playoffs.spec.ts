import type { Page } from '@playwright/test';
import { pushPlayoffGame } from '../support/basketball-feed';
import { expect, test } from '../support/fixtures';
import { shootScreen } from '../support/ui';

/**
 * The NBA play-offs at 375×812: a game of the generated play-offs (a first round's game 2, pushed in play
 * whatever the hour and season) says its round, game and series score on the list row and the detail header.
 */
const screens = 'docs/screenshots/realism';

function shoot(page: Page, name: string): Promise<void> {
  return shootScreen(page, `${screens}/${name}.png`);
}

test('a play-off game names its round and the series score on the list and the detail', async ({ page, request }) => {
  test.setTimeout(120_000);
  const game = await pushPlayoffGame(request, 'live');
  const round = /^季后赛 [东西]部首轮 第2场 · 系列赛 [01]-[01]$/;

  await page.goto('/live/lq/0');
  const row = page.locator(`[data-testid="match-row"][data-match-id="${game.id}"]`);
  await expect(row.getByTestId('row-series')).toHaveText(round);
  await row.scrollIntoViewIfNeeded();
  await shoot(page, 'basketball-playoffs-list');

  // Away from the team names, which lead into the 资料库.
  await row.getByTestId('row-series').click();
  await expect(page).toHaveURL(new RegExp(`/live/lq/detail/${game.id}$`));
  await expect(page.getByTestId('detail-header')).toContainText(/NBA 季后赛 [东西]部首轮 第2场 · 系列赛 [01]-[01]/);
  await shoot(page, 'basketball-playoffs-detail');
});
