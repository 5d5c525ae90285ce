import type { APIRequestContext, Page } from '@playwright/test';
import { FootballStatus } from '@kanqiu/domain';
import { Team } from '@kanqiu/test-factories';
import { apiUrl, randomNickName, randomPhone, registerThroughApi } from '../support/api';
import { pushedMatch, pushFeed, sportsNow } from '../support/feed';
import { expect, test } from '../support/fixtures';
import { loginWithPassword, shootScreen } from '../support/ui';

/**
 * The activity journey at 375×812, whatever the hour: a fan signs in (签到), guesses on a match of our
 * own pushed to kick off in three hours, wins when we push its result, draws the wheel (set by the operator API so
 * the draw lands on a physical prize), claims it to a new address and verifies the draw in the browser once the
 * round's seed is revealed, the draw made under a client seed the fan chose. Screens go to docs/screenshots/activity/.
 */
const adminToken = process.env.KQ_E2E_ADMIN_TOKEN ?? 'e2e-admin-token-0123456789';
type Prize = { id: string; weight: number; stock: number | null };

function shoot(page: Page, name: string): Promise<void> {
  return shootScreen(page, `docs/screenshots/activity/${name}.png`);
}

async function envelope(response: Awaited<ReturnType<APIRequestContext['get']>>) {
  return (await response.json()) as { code: number; msg: string; data: unknown };
}

/** The id Kanqiu gave our pushed fixture, from the 赛程 list of its Beijing day. */
async function scheduledMatchId(request: APIRequestContext, kickoffAt: number): Promise<number> {
  const date = new Date((kickoffAt + 8 * 3600) * 1000).toISOString().slice(0, 10);
  const body = await envelope(await request.get(`${apiUrl}/live/football/match`, { params: { type: 1, date } }));
  const list = (body.data as { list: { id: number; homeId: number; awayId: number; ot: number }[] }).list;
  const row = list.find((r) => r.homeId === Team.arsenal && r.awayId === Team.manCity && r.ot === kickoffAt);
  if (!row) throw new Error('the pushed fixture is not on its day’s schedule');
  return row.id;
}

async function setPrizes(request: APIRequestContext, prizes: Prize[]): Promise<void> {
  const body = await envelope(
    await request.post(`${apiUrl}/admin/activity/prizes`, {
      headers: { 'x-admin-token': adminToken },
      data: { prizes },
    }),
  );
  if (body.code !== 200) throw new Error(`prize table: ${body.msg}`);
}

test('a fan signs in, guesses a pushed match, draws a prize, claims it to a new address and verifies the draw', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const fan = { phone: randomPhone(), password: 'abc12345', nickName: randomNickName('竞猜') };
  await registerThroughApi(request, fan);
  const wheel = (await envelope(await request.get(`${apiUrl}/activity/lottery`))).data as { prizes: Prize[] };
  const original = wheel.prizes.map(({ id, weight, stock }) => ({ id, weight, stock }));

  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await page.goto(`/user/login?redirect=${encodeURIComponent('/activity/reg')}`);
  await loginWithPassword(page, fan.phone, fan.password);
  await expect(page).toHaveURL(/\/activity\/reg$/);

  // 签到: once a day; the button then says so.
  await page.getByRole('button', { name: '签到领积分' }).click();
  await expect(page.getByRole('button', { name: '今日已签到' })).toBeVisible();
  await expect(page.getByTestId('streak')).toHaveText('1');
  await expect(page.locator('.adm-toast-mask')).toBeHidden();
  await shoot(page, 'reg');

  // Our own fixture, three hours before kick-off, priced by company 1 and by 竞彩 (让球 −1).
  const now = await sportsNow(request);
  const kickoff = now + 3 * 3600;
  const match = pushedMatch(`activity-${Date.now()}`, kickoff);
  await pushFeed(request, [
    match.upsert,
    match.odds(1, 'euro', 'pre', [2.1, 3.4, 3.3], now - 60),
    match.odds(1, 'asia', 'pre', [0.9, 0.25, 0.96], now - 60),
    match.odds(1, 'total', 'pre', [0.88, 2.5, 0.98], now - 60),
    { ...match.odds(100, 'jcRq', 'pre', [3.7, 3.5, 1.7], now - 60), handicap: -1 },
  ]);
  const matchId = await scheduledMatchId(request, kickoff);

  await page.goto(`/activity?match=${matchId}`);
  const card = page.locator(`[data-match-id="${matchId}"]`);
  await expect(card).toBeVisible();
  await expect(page.getByTestId('my-points')).toHaveText('10');
  await expect(card.locator('[data-selection="jcRq-draw"]')).toContainText('3.50');
  await shoot(page, 'activity');
  await card.locator('[data-selection="result-home"]').click();
  const sheet = page.getByTestId('guess-sheet');
  await expect(sheet).toContainText('@2.10');
  await sheet.getByRole('button', { name: '10', exact: true }).click();
  await shoot(page, 'guess-sheet');
  await sheet.getByRole('button', { name: '确认竞猜' }).click();
  await expect(page.getByText('竞猜成功，投入 10 积分')).toBeVisible();

  // Full time 2-1: the guess returns 10 × 2.10 = 21 points.
  await pushFeed(request, [match.score([2, 1]), match.state(FootballStatus.finished)]);
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.getByTestId('my-points').textContent();
      },
      { timeout: 30_000, intervals: [1_000] },
    )
    .toBe('21');

  await page.goto('/activity/lottery');
  await expect(page.getByTestId('lottery-grid')).toBeVisible();
  await shoot(page, 'lottery');

  // 客户端种子: the fan chooses their own before drawing; the round committed before it is revealed.
  const committed = await page.getByTestId('seed-hash').textContent();
  await page.getByRole('button', { name: '更换' }).click();
  await page.getByLabel('我的客户端种子').fill('lucky-arsenal-7');
  const save = page.getByRole('button', { name: '保存并开启新一轮' });
  await save.scrollIntoViewIfNeeded();
  await shoot(page, 'lottery-seed');
  await save.click();
  await expect(page.getByTestId('client-seed')).toHaveText('lucky-arsenal-7');
  await expect(page.getByTestId('seed-hash')).not.toHaveText(committed ?? '');
  await expect(page.locator('.adm-toast-mask')).toBeHidden();
  await shoot(page, 'lottery-seed-set');
  try {
    await setPrizes(
      request,
      original.map((p) => ({
        ...p,
        weight: p.id === 'jersey' ? 10_000 : 0,
        stock: p.id === 'jersey' ? 1000 : p.stock,
      })),
    );
    await page.reload();
    await page.getByRole('button', { name: /抽奖/ }).click();
    await expect(page.getByTestId('draw-result')).toContainText('主队签名球衣');
    await shoot(page, 'lottery-won');
    await page.getByRole('button', { name: '填写地址领取' }).click();
    await expect(page).toHaveURL(/\/activity\/address\?claim=\d+$/);

    // A new address: name, phone, 省/市/区 from the picker, street.
    await page.getByRole('button', { name: '新增收货地址' }).click();
    await page.getByPlaceholder('请填写收货人姓名').fill('李雷');
    await page.getByPlaceholder('请填写 11 位手机号').fill('13912345678');
    await page.getByTestId('region-field').click();
    await page.getByText('确定', { exact: true }).click();
    await expect(page.getByTestId('region-field')).toHaveText('北京市 市辖区 东城区');
    await page.getByPlaceholder('街道、楼牌号等').fill('东长安街 1 号东方广场 W1 座');
    await shoot(page, 'address-form');
    await page.getByRole('button', { name: '保存地址' }).click();
    await expect(page.getByText('北京市 东城区 东长安街 1 号东方广场 W1 座')).toBeVisible();
    await expect(page.locator('.adm-toast-mask')).toBeHidden();
    // No sheet is left open; a closed one may stay in the page hidden, so it is the visible ones that are counted.
    await expect(page.locator('.adm-popup-body:visible')).toHaveCount(0);
    await shoot(page, 'address-claim');
    await page.getByRole('button', { name: '寄到这里' }).click();
    await expect(page).toHaveURL(/\/activity\/history\?tab=draw$/);
    await expect(page.locator('[data-draw-id]').first()).toContainText('待发货');
  } finally {
    await setPrizes(request, original);
  }

  // Reveal the round's seed, then check the draw on the phone.
  await page.goto('/activity/lottery');
  const hash = await page.getByTestId('seed-hash').textContent();
  await page.getByRole('button', { name: '结束本轮并公布种子' }).click();
  await expect(page.getByTestId('seed-hash')).not.toHaveText(hash ?? '');
  await page.goto('/activity/history?tab=draw');
  const draw = page.locator('[data-draw-id]').first();
  await draw.getByRole('button', { name: '验证数据' }).click();
  await expect(draw).toContainText(hash ?? 'missing hash');
  await expect(draw).toContainText('lucky-arsenal-7:0');
  await draw.getByRole('button', { name: '在本机验证' }).click();
  await expect(draw.getByTestId('verdict')).toHaveText('验证通过：种子与公布的哈希一致，随机数复算一致');
  await shoot(page, 'history-draw');

  await page.goto('/activity/history?tab=guess');
  await expect(page.locator('[data-guess-id]').first()).toContainText('+11');
  await shoot(page, 'history-guess');
  await page.goto('/activity/rank');
  await expect(page.getByTestId('my-rank')).toContainText('盈利 +11 积分');
  await shoot(page, 'rank');
  await page.goto('/activity/rule');
  await expect(page.getByText('不能用人民币购买，也不能提现')).toBeVisible();
  await shoot(page, 'rule');

  // The way in: 我的 → 活动中心.
  await page.goto('/user');
  await page.getByText('活动中心').click();
  await expect(page).toHaveURL(/\/activity$/);
  await context.close();
});
