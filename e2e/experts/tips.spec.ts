import type { APIRequestContext, Page } from '@playwright/test';
import { certifyThroughApi, randomIdNumber, randomNickName, randomPhone, registerThroughApi } from '../support/api';
import { pushFeed, type pushedMatch } from '../support/feed';
import { expect, test } from '../support/fixtures';
import { loginWithPassword } from '../support/ui';
import { ANALYSIS, call, matchWithOdds, scheduledMatchId, untilKickedOff } from './expert-support';

const shots = 'docs/screenshots/experts';

/** Nine–nil: whatever line the feed moved to, home and over win. */
const finishAtNineNil = (match: ReturnType<typeof pushedMatch>) => [match.state(8), match.score([9, 0])];

/** A certified expert with twelve winning tips settled: level 2, where priced tips unlock. */
async function promotedExpert(request: APIRequestContext) {
  const account = { phone: randomPhone(), password: 'expert2026', nickName: randomNickName('专家') };
  const token = await registerThroughApi(request, account);
  await call(request, '/user/center/real-name', token, { realName: '王专家', idNumber: randomIdNumber() });
  const games = [];
  for (const n of [1, 2, 3, 4]) games.push(await matchWithOdds(request, `record${n}`, 240 + n));
  let expertId = 0;
  for (const game of games) {
    const matchId = await scheduledMatchId(request, game.kickoffAt);
    for (const [market, pick] of [
      ['asia', 'home'],
      ['total', 'over'],
      ['euro', 'home'],
    ] as const) {
      const tip = await call<{ expert: { id: number } }>(request, '/tj/recommend/publish', token, {
        matchId,
        market,
        pick,
        price: 0,
        analysis: ANALYSIS,
      });
      expertId = tip.expert.id;
    }
  }
  await untilKickedOff(request, Math.max(...games.map((g) => g.kickoffAt)));
  await pushFeed(
    request,
    games.flatMap((g) => finishAtNineNil(g.match)),
  );
  const level = async () =>
    (await call<{ expert: { level: number } }>(request, '/home/head', token, { eid: expertId })).expert.level;
  await expect.poll(level, { timeout: 30_000 }).toBe(2);
  return { token, expertId, name: account.nickName };
}

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

test('a fan follows an expert, buys a priced tip with sandbox coins and sees it settle after the match', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const expert = await promotedExpert(request);
  const game = await matchWithOdds(request, 'priced', 300);
  const matchId = await scheduledMatchId(request, game.kickoffAt);
  const tip = await call<{ code: string }>(request, '/tj/recommend/publish', expert.token, {
    matchId,
    market: 'asia',
    pick: 'home',
    price: 20,
    analysis: ANALYSIS,
  });

  const fan = { phone: randomPhone(), password: 'fan2026ok', nickName: randomNickName() };
  const fanToken = await registerThroughApi(request, fan);
  await certifyThroughApi(request, fanToken);
  await call(request, '/user/wallet/recharge', fanToken, { packageId: 'p6', requestId: `e2e-${Date.now()}` });

  const detail = `/proposal/detail?code=${tip.code}`;
  await page.goto(`/user/login?redirect=${encodeURIComponent(detail)}`);
  await loginWithPassword(page, fan.phone, fan.password);
  await expect(page).toHaveURL(new RegExp(`code=${tip.code}`));
  await expect(page.getByTestId('tip-locked')).toBeVisible();
  await expect(page.getByTestId('tip-analysis')).toHaveCount(0);
  await shoot(page, 'detail-locked');

  // Follow: the button changes once the server said yes.
  const follow = page.getByTestId(`follow-${expert.expertId}`);
  await expect(follow).toHaveText('+ 关注');
  await follow.click();
  await expect(follow).toHaveText('已关注');

  await page.getByTestId('tip-buy').click();
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page.getByTestId('tip-pick')).toContainText('阿森纳 -0.5');
  await expect(page.getByTestId('tip-analysis')).toContainText('客队连续客场作战');
  await shoot(page, 'detail-bought');
  expect((await call<{ coin: number }>(request, '/user/wallet', fanToken)).coin).toBe(40);

  await untilKickedOff(request, game.kickoffAt);
  await pushFeed(request, finishAtNineNil(game.match));
  await expect
    .poll(
      async () => {
        await page.reload();
        return page
          .getByTestId('tip-outcome')
          .textContent({ timeout: 2000 })
          .catch(() => null);
      },
      { timeout: 30_000 },
    )
    .toBe('赢');
  await shoot(page, 'detail-settled');

  const circles = await call<{ id: number }[]>(request, '/community/circles', expert.token);
  await call(request, '/community/posts', expert.token, {
    circleId: circles[0]!.id,
    content: '这场的思路写在方案里了，大家理性参考',
  });
  await page.goto(`/user/authorHome?id=${expert.expertId}`);
  await expect(page.getByTestId('author-followers')).toHaveText('1 粉丝');
  await shoot(page, 'author-home');
  await page.getByRole('tab', { name: '圈子帖子' }).click();
  await expect(page.getByTestId('author-posts').getByTestId('post-card')).toContainText('这场的思路写在方案里了');
  await shoot(page, 'author-home-posts');

  await page.goto('/user/proposal?type=bought');
  await expect(page.locator(`[data-tip-code="${tip.code}"]`)).toBeVisible();
  await shoot(page, 'my-bought');

  await page.goto('/user/attention');
  await expect(page.getByTestId('followed-experts').locator(`[data-expert-id="${expert.expertId}"]`)).toBeVisible();
  await shoot(page, 'attention');

  await page.goto('/proposal/rank');
  await expect(page.getByTestId('rank-list').locator(`[data-expert-id="${expert.expertId}"]`)).toBeVisible();
  await shoot(page, 'rank');

  await page.goto('/proposal/rank/attention');
  await expect(page.getByTestId('rank-list').locator(`[data-expert-id="${expert.expertId}"]`)).toBeVisible();
});

test('the tips home filters by sport and market and opens the matches with tips', async ({ page, request }) => {
  test.setTimeout(120_000);
  const account = { phone: randomPhone(), password: 'expert2026', nickName: randomNickName('专家') };
  const token = await registerThroughApi(request, account);
  await call(request, '/user/center/real-name', token, { realName: '赵专家', idNumber: randomIdNumber() });
  const game = await matchWithOdds(request, 'home', 3600);
  const matchId = await scheduledMatchId(request, game.kickoffAt);
  await call(request, '/tj/recommend/publish', token, { matchId, market: 'total', pick: 'over', analysis: ANALYSIS });

  await page.goto('/user/login?redirect=%2Fnews%2F1002');
  await loginWithPassword(page, account.phone, account.password);
  await expect(page).toHaveURL(/\/news\/1002$/);
  await page.screenshot({ path: `${shots}/headlines-entry.png` });
  await page.getByRole('link', { name: '专家', exact: true }).click();
  await expect(page).toHaveURL(/\/proposal$/);
  await expect(page.getByRole('navigation', { name: '主导航' }).locator('[aria-current="page"]')).toHaveText('头条');
  await shoot(page, 'home');

  await page.getByRole('link', { name: '足球', exact: true }).click();
  await expect(page).toHaveURL(/\?sport=football$/);
  await page.getByRole('link', { name: '大小球', exact: true }).click();
  await expect(page).toHaveURL(/sport=football&market=total/);
  const cards = page.getByTestId('tip-card');
  await expect(cards.first()).toBeVisible();
  for (const market of await cards.locator('.kq-market-tag').allTextContents()) expect(market).toBe('大小球');
  await shoot(page, 'home-filtered');

  await page.goto('/proposal/matchList?sport=football');
  const row = page.getByTestId('match-tips').locator(`[data-match-id="${matchId}"]`);
  await expect(row).toContainText('个方案');
  await shoot(page, 'match-list');
  await row.click();
  await expect(page).toHaveURL(new RegExp(`matchId=${matchId}`));
  await expect(page.locator(`[data-testid="tip-card"][data-match-id="${matchId}"]`).first()).toBeVisible();

  // 发布方案 on this match: 亚盘, the home side, free, with an analysis.
  await page.getByTestId('publish-open').click();
  await expect(page.getByTestId('publish-send')).toBeDisabled();
  await page.getByPlaceholder('说说你的理由', { exact: false }).fill(ANALYSIS);
  await shoot(page, 'publish');
  await page.getByTestId('publish-send').click();
  await expect(page).toHaveURL(/\/proposal\/detail\?code=/);
  await expect(page.getByTestId('tip-pick')).toContainText('阿森纳');
  await expect(page.getByTestId('tip-analysis')).toContainText('主队近五场');
});
