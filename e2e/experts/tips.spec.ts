import type { APIRequestContext, Page } from '@playwright/test';
import { Team } from '@kanqiu/test-factories';
import { apiUrl, randomNickName, randomPhone, registerThroughApi } from '../support/api';
import { pushedMatch, pushFeed, sportsNow } from '../support/feed';
import { expect, test } from '../support/fixtures';
import { loginWithPassword } from '../support/ui';

const shots = 'docs/screenshots/experts';
const ANALYSIS =
  '主队近五场主场四胜一平，进攻端边路推进效率很高；客队连续客场作战体能下滑，后防线两名主力伤缺，本场主队有望拿下比赛。';

type Envelope<T> = { code: number; msg: string; data: T };

async function call<T>(request: APIRequestContext, path: string, token: string, data?: unknown): Promise<T> {
  const response =
    data === undefined
      ? await request.get(`${apiUrl}${path}`, { headers: { accessToken: token } })
      : await request.post(`${apiUrl}${path}`, { headers: { accessToken: token }, data });
  const body = (await response.json()) as Envelope<T>;
  if (body.code !== 200) throw new Error(`${path}: ${body.code} ${body.msg}`);
  return body.data;
}

/** A valid mainland ID number (GB 11643 check digit) with a random sequence. */
function randomIdNumber(): string {
  const body = `11010519900101${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((total, digit, i) => total + Number(digit) * weights[i]!, 0);
  return body + '10X98765432'[sum % 11]!;
}

async function firstCompany(request: APIRequestContext): Promise<number> {
  const response = await request.get(`${apiUrl}/live/odds/company`);
  return ((await response.json()) as Envelope<{ companyId: number }[]>).data[0]!.companyId;
}

/** Our own match kicking off `seconds` of sports time from now, with its pre-match lines. */
async function matchWithOdds(request: APIRequestContext, key: string, seconds: number) {
  const kickoffAt = (await sportsNow(request)) + seconds;
  const match = pushedMatch(`experts-${key}-${Date.now()}`, kickoffAt);
  const company = await firstCompany(request);
  const quotedAt = kickoffAt - seconds - 60;
  await pushFeed(request, [
    match.upsert,
    match.odds(company, 'asia', 'pre', [0.92, 0.5, 0.98], quotedAt),
    match.odds(company, 'total', 'pre', [0.95, 2.5, 0.9], quotedAt),
    match.odds(company, 'euro', 'pre', [1.9, 3.4, 4.2], quotedAt),
  ]);
  return { match, kickoffAt };
}

async function untilKickedOff(request: APIRequestContext, kickoffAt: number): Promise<void> {
  await expect.poll(() => sportsNow(request), { timeout: 60_000 }).toBeGreaterThan(kickoffAt);
}

/** Nine–nil: whatever line the feed moved to, home and over win. */
const finishAtNineNil = (match: ReturnType<typeof pushedMatch>) => [match.state(8), match.score([9, 0])];

/** The id Kanqiu gave a pushed match, from the 即时 or 赛程 list (it has not kicked off yet). */
async function scheduledMatchId(request: APIRequestContext, kickoffAt: number): Promise<number> {
  for (const type of [0, 1]) {
    const response = await request.get(`${apiUrl}/live/football/match`, { params: { type } });
    const rows = (
      (await response.json()) as Envelope<{ list: { id: number; homeId: number; awayId: number; ot: number }[] }>
    ).data.list;
    const row = rows.find((r) => r.homeId === Team.arsenal && r.awayId === Team.manCity && r.ot === kickoffAt);
    if (row) return row.id;
  }
  throw new Error('the pushed match is on neither 即时 nor 赛程');
}

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
