import type { APIRequestContext, Page } from '@playwright/test';
import { randomNickName, randomPhone, registerThroughApi } from '../support/api';
import { IncidentType, StatisticType } from '@kanqiu/domain';
import { matchEvents, Team } from '@kanqiu/test-factories';
import { liveMatchId, pushFeed, pushedMatch, sportsNow } from '../support/feed';
import { expect, test } from '../support/fixtures';
import { loginWithPassword, shootScreen } from '../support/ui';

/**
 * The AI chat at 375×812: a guest asks about today's matches and opens one from its card, sees a
 * table and a player line, keeps the conversation in the browser; a signed-in fan's conversation is listed in
 * the history and deleted there; a guest's follow-up (那场比赛控球率) finds the match asked about before
 * (docs/decisions/0042-guest-ai-follow-up.md). Screens go to docs/screenshots/ai/.
 */
function shoot(page: Page, name: string): Promise<void> {
  return shootScreen(page, `docs/screenshots/ai/${name}.png`);
}

async function askInChat(page: Page, question: string) {
  await page.getByLabel('输入问题').fill(question);
  await page.getByRole('button', { name: '发送' }).click();
  const answer = page.getByTestId('ai-answer').last();
  await expect(answer.getByRole('button', { name: '复制' })).toBeVisible({ timeout: 20_000 });
  return answer;
}

type Pushed = ReturnType<typeof matchEvents>;

/**
 * A match of our own between two teams, under way since `minutesAgo`, with what happened in it pushed through the
 * feed; returns the id Kanqiu gave it. The pairs are ones no replayed fixture and no other journey has.
 */
async function pushLiveMatch(
  request: APIRequestContext,
  [homeTeamId, awayTeamId]: [number, number],
  minutesAgo: number,
  happened: (match: Pushed) => unknown[],
): Promise<number> {
  const kickoff = (await sportsNow(request)) - minutesAgo * 60;
  const match = matchEvents(`ai-${homeTeamId}-${Date.now()}`, {
    provider: 'e2e',
    kickoffAt: kickoff,
    homeTeamId,
    awayTeamId,
  });
  await pushFeed(request, [match.upsert, match.state(2, kickoff), ...happened(match)]);
  return liveMatchId(request, homeTeamId, awayTeamId, kickoff);
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
});

test('a guest asks for today’s matches and opens one from its card', async ({ page, request }) => {
  test.setTimeout(120_000);
  const now = await sportsNow(request);
  const match = pushedMatch(`ai-${Date.now()}`, now);
  await pushFeed(request, [match.upsert]);

  await page.goto('/ChatGPT');
  const tabBar = page.getByRole('navigation', { name: '主导航' });
  await expect(tabBar.locator('[aria-current="page"]')).toHaveText('AI');
  await expect(page.getByRole('button', { name: '曼城最近五场战绩' })).toBeVisible();
  await shoot(page, 'ai-01-welcome');

  const today = await askInChat(page, '今天有哪些比赛');
  await expect(today.locator('.kq-ai-bubble')).toContainText(/今天.*\d+ 场比赛/);
  const cards = today.getByTestId('ai-match-card');
  expect(await cards.count()).toBeGreaterThan(0);
  await shoot(page, 'ai-02-today');

  const premier = await askInChat(page, '今天英超有哪些比赛');
  const ours = premier.locator('[data-testid="ai-match-card"][data-match-id]').filter({ hasText: '阿森纳' });
  const ids = await ours.evaluateAll((links) => links.map((l) => l.getAttribute('data-match-id')));
  expect(ids.length).toBeGreaterThan(0);
  const first = premier.getByTestId('ai-match-card').first();
  const firstId = await first.getAttribute('data-match-id');
  await first.click();
  await expect(page).toHaveURL(new RegExp(`/live/zq/detail/${firstId}$`));
});

test('tables, players and the browser-kept history of a guest', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/ChatGPT');
  await page.getByRole('button', { name: '英超积分榜前四' }).click();
  const table = page.getByTestId('ai-standings-card');
  await expect(table).toBeVisible({ timeout: 20_000 });
  await expect(table.locator('tbody tr')).toHaveCount(4);
  await shoot(page, 'ai-03-standings');

  const player = await askInChat(page, '萨拉赫进了几个球');
  await expect(player.getByTestId('ai-player-card')).toContainText('萨拉赫');
  await expect(player.getByRole('button', { name: '重新生成' })).toBeVisible();
  await shoot(page, 'ai-04-player');

  const declined = await askInChat(page, '帮我写一首诗');
  await expect(declined).toContainText('抱歉，我只懂体育');

  await page.reload();
  await page.getByRole('button', { name: '历史对话' }).click();
  const history = page.getByTestId('ai-history');
  await expect(history).toContainText('仅保存在本机浏览器');
  await expect(history.getByRole('button', { name: '英超积分榜前四' })).toBeVisible();
  // The drawer slides in from the left: shot once it has come to rest.
  await expect.poll(async () => (await history.boundingBox())?.x).toBe(0);
  await shoot(page, 'ai-05-history');
  await history.getByRole('button', { name: '英超积分榜前四' }).click();
  await expect(page.getByTestId('ai-answer')).toHaveCount(3);
});

test('a signed-in fan’s conversation is kept on the server and deleted from the history', async ({ page, request }) => {
  test.setTimeout(120_000);
  const account = { phone: randomPhone(), password: 'abc12345', nickName: randomNickName('提问') };
  await registerThroughApi(request, account);
  await page.goto(`/user/login?redirect=${encodeURIComponent('/ChatGPT')}`);
  await loginWithPassword(page, account.phone, account.password);
  await expect(page).toHaveURL(/\/ChatGPT$/);

  const answer = await askInChat(page, '湖人和勇士谁更强？');
  await expect(answer).toContainText('模拟');
  await shoot(page, 'ai-06-compare');

  await page.getByRole('button', { name: '新对话' }).click();
  await expect(page.getByRole('button', { name: '英超积分榜前四' })).toBeVisible();
  await page.getByRole('button', { name: '历史对话' }).click();
  const history = page.getByTestId('ai-history');
  await expect(history).toContainText('保存在你的账号中');
  const entry = history.getByRole('button', { name: '湖人和勇士谁更强？' });
  await expect(entry).toBeVisible();
  await history.getByRole('button', { name: '删除对话' }).first().click();
  await expect(entry).toHaveCount(0);
});

test('news as article cards, and who scored in one match', async ({ page, request }) => {
  test.setTimeout(120_000);
  const id = await pushLiveMatch(request, [Team.bayern, Team.barcelona], 20, (match) => [
    match.score([1, 0]),
    match.incident(IncidentType.goal, 'home', 12 * 60, { playerName: '莱万多夫斯基', score: [1, 0] }),
  ]);

  await page.goto('/ChatGPT');
  const scored = await askInChat(page, '拜仁和巴萨的比赛谁进球了');
  await expect(scored.locator('.kq-ai-bubble')).toContainText("13' 拜仁 莱万多夫斯基 1:0");
  await expect(scored.locator(`[data-testid="ai-match-card"][data-match-id="${id}"]`)).toBeVisible();
  await shoot(page, 'ai-06-who-scored');

  const news = await askInChat(page, '今天有什么新闻');
  const articles = news.getByTestId('ai-article-card');
  await expect(articles.first()).toBeVisible();
  await expect(news.locator('.kq-ai-bubble')).toContainText('自动生成');
  await shoot(page, 'ai-07-news');
  const title = (await articles.first().locator('.kq-ai-article-title').textContent()) ?? '';
  await articles.first().click();
  await expect(page).toHaveURL(/\/news\/\d+\/\d+$/);
  await expect(page.getByText(title).first()).toBeVisible();
});

test('a guest’s follow-up about that match gets its possession', async ({ page, request }) => {
  test.setTimeout(120_000);
  const id = await pushLiveMatch(request, [Team.juventus, Team.lyon], 30, (match) => [
    match.score([0, 1]),
    match.incident(IncidentType.goal, 'away', 24 * 60, { playerName: '德佩', score: [0, 1] }),
    match.statistics(30, { [StatisticType.possession]: [58, 42], [StatisticType.shots]: [7, 3] }),
  ]);
  const card = `[data-testid="ai-match-card"][data-match-id="${id}"]`;

  await page.goto('/ChatGPT');
  const scored = await askInChat(page, '尤文图斯和里昂的比赛谁进球了');
  await expect(scored.locator('.kq-ai-bubble')).toContainText("25' 里昂 德佩 0:1");
  const followUp = await askInChat(page, '那场比赛控球率');
  await expect(followUp.locator('.kq-ai-bubble')).toContainText('控球率 58%:42%，射门 7:3');
  await expect(followUp.locator(card)).toBeVisible();
  await shoot(page, 'ai-08-follow-up');
});
