import type { APIRequestContext } from '@playwright/test';
import { IncidentType } from '@kanqiu/domain';
import { apiUrl, randomNickName, randomPhone, registerThroughApi } from '../support/api';
import { pushGeneratedGame } from '../support/basketball-feed';
import { pushFeed, pushLiveMatch, sportsNow } from '../support/feed';
import { expect, test } from '../support/fixtures';
import { loginWithPassword } from '../support/ui';

async function follow(request: APIRequestContext, token: string, matchId: number): Promise<void> {
  const response = await request.post(`${apiUrl}/live/match/follow`, {
    headers: { accessToken: token },
    data: { matchId, follow: 1 },
  });
  expect(((await response.json()) as { code: number }).code).toBe(200);
}

test('我的比赛 lists the followed matches of both sports, live first, and takes a goal live', async ({
  page,
  request,
}) => {
  const account = { phone: randomPhone(), password: 'mine2026', nickName: randomNickName() };
  const token = await registerThroughApi(request, account);
  const now = await sportsNow(request);
  const kickoff = now - 900;
  const { match, id: footballId } = await pushLiveMatch(request, 'mine', kickoff);
  const basketballId = (await pushGeneratedGame(request, 'nba', 'live')).id;
  await follow(request, token, footballId);
  await follow(request, token, basketballId);

  await page.goto('/user');
  await page.getByTestId('my-login').click();
  await loginWithPassword(page, account.phone, account.password);
  await expect(page).toHaveURL(/\/user$/);
  await page.getByRole('link', { name: '我的比赛' }).click();
  await expect(page).toHaveURL(/\/user\/match$/);

  const rows = page.getByTestId('match-row');
  await expect(rows).toHaveCount(2);
  const live = page.locator('section').first();
  await expect(live.locator('.kq-list-section')).toContainText('进行中');
  const footballRow = live.locator(`[data-testid="match-row"][data-match-id="${footballId}"]`);
  await expect(footballRow.getByTestId('row-score')).toHaveText('0 - 0');
  await expect(page.locator(`[data-testid="match-row"][data-match-id="${basketballId}"]`)).toBeVisible();
  await page.screenshot({ path: 'docs/screenshots/realism/my-matches.png' });

  // Kept live from the socket, as on the score lists.
  await page.waitForTimeout(800);
  await pushFeed(request, [
    match.score([1, 0]),
    match.incident(IncidentType.goal, 'home', 960, { score: [1, 0], playerName: '萨卡' }),
  ]);
  await expect(footballRow.getByTestId('row-score')).toHaveText('1 - 0');
});

test('我的比赛 without a follow says so and leads to the score lists', async ({ page, request }) => {
  const account = { phone: randomPhone(), password: 'mine2026', nickName: randomNickName() };
  await registerThroughApi(request, account);
  await page.goto('/user/match');
  await loginWithPassword(page, account.phone, account.password);
  await expect(page).toHaveURL(/\/user\/match$/);
  await expect(page.getByTestId('empty-state')).toContainText('还没有关注的比赛');
  await page.getByRole('link', { name: '去看篮球' }).click();
  await expect(page).toHaveURL(/\/live\/lq\/0$/);
});
