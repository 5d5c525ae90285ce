import type { APIRequestContext, Page } from '@playwright/test';
import { apiUrl } from '../support/api';
import { expect, test } from '../support/fixtures';
import { shootScreen } from '../support/ui';

/**
 * At 375×812, a finished replayed match reads as a fan expects: its round and
 * venue in Chinese, a 文字直播 of many lines, and lineups under the players' Chinese names.
 * The results of the newest day that has a replayed one, so it holds at any hour.
 */
const screens = 'docs/screenshots/realism';

function shoot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  return shootScreen(page, `${screens}/${name}.png`, options);
}

type Results = { data: { list: { id: number; source: string; leagueName?: string }[]; dates: string[] } };

/** A finished replayed league match: today's results, else the day before, and so on. */
async function finishedReplayId(request: APIRequestContext): Promise<number> {
  const today = (await (await request.get(`${apiUrl}/live/football/match?type=2`)).json()) as Results;
  for (const date of [...today.data.dates].reverse()) {
    const day = (await (await request.get(`${apiUrl}/live/football/match?type=2&date=${date}`)).json()) as Results;
    const row = day.data.list.find((r) => r.source === 'replay');
    if (row) return row.id;
  }
  throw new Error('no replayed result in the last seven days');
}

test('a replayed match tells its 文字直播 in Chinese, with Chinese names in the lineups', async ({ page, request }) => {
  const id = await finishedReplayId(request);
  await page.goto(`/live/zq/detail/${id}`);
  await expect(page.getByTestId('detail-header')).not.toContainText(/第[a-z]+轮/);
  const lines = page.getByTestId('text-live').locator('li');
  await expect(lines.first()).toContainText('全场比赛结束！');
  expect(await lines.count()).toBeGreaterThanOrEqual(30);
  const texts = await lines.allTextContents();
  expect(new Set(texts).size).toBe(texts.length);
  await expect(page.getByTestId('text-live')).toContainText('上半场结束');
  await page.getByTestId('text-live').scrollIntoViewIfNeeded();
  await shoot(page, 'football-text-live');
  await shoot(page, 'football-text-live-full', { fullPage: true });

  await page.getByRole('tab', { name: '阵容' }).click();
  // Starters on the pitch (both XIs complete), the bench below.
  await expect(page.getByTestId('lineup-pitch')).toBeVisible();
  await expect(page.getByTestId('pitch-player')).toHaveCount(22);
  const names = page.locator('.kq-pitch-name, .kq-lineup-name b');
  await expect(names.first()).toBeVisible();
  const all = await names.allTextContents();
  const chinese = all.filter((name) => /[\u4e00-\u9fff]/.test(name));
  // The name table covers the top clubs' regulars; every match has some of them.
  expect(chinese.length).toBeGreaterThan(0);
  await shoot(page, 'football-lineups');

  // A name on the pitch opens the player's 资料库 page.
  const player = page.getByTestId('lineup-pitch').getByTestId('lineup-player-link').first();
  const name = ((await player.textContent()) ?? '').trim();
  await player.click();
  await expect(page).toHaveURL(/\/database\/player\/zq\?id=\d+/);
  await expect(page.getByTestId('db-player-name')).toHaveText(name);
});
