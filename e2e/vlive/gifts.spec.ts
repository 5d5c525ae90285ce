import { apiUrl, certifyThroughApi, randomNickName, randomPhone, registerThroughApi } from '../support/api';
import { expect, test } from '../support/fixtures';
import { confirmDialog, loginWithPassword } from '../support/ui';

const shots = 'docs/screenshots/gifts';

test('buy coins in the sandbox, send a gift and see the banner and the balance fall; buy a noble tier', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const account = { phone: randomPhone(), password: 'kanqiu2026', nickName: randomNickName('送礼') };
  await certifyThroughApi(request, await registerThroughApi(request, account));
  await page.goto('/user/login?redirect=%2Fuser');
  await loginWithPassword(page, account.phone, account.password);
  await expect(page).toHaveURL(/\/user$/);

  // Any room takes gifts, on air or not: the bundled demo rooms are there from the start.
  const rooms = (await (await request.get(`${apiUrl}/vlive/room/list`, { params: { type: 0 } })).json()) as {
    data: { list: { id: number }[] };
  };
  const roomId = rooms.data.list[0]!.id;
  await page.goto(`/vlive/detail/${roomId}`);

  await page.getByTestId('gift-open').click();
  const balance = page.getByTestId('gift-balance');
  await expect(balance).toHaveText('0');
  await page.getByRole('button', { name: '充值' }).click();
  await expect(page.getByTestId('recharge-sandbox')).toBeVisible();
  await page.screenshot({ path: `${shots}/recharge.png` });
  await page.getByTestId('recharge-p6').click();
  await expect(page.getByText('充值成功（沙盒，未产生真实扣款）')).toBeVisible();
  await expect(balance).toHaveText('60');
  await page.screenshot({ path: `${shots}/gift-panel.png` });

  await page.getByTestId('gift-whistle').click();
  await page.getByTestId('gift-send').click();
  await confirmDialog(page, '赠送');
  const banner = page.getByTestId('gift-banner').filter({ hasText: '哨子' });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(account.nickName);
  await page.screenshot({ path: `${shots}/gift-banner.png` });
  await page.getByTestId('gift-open').click();
  await expect(balance).toHaveText('50');

  // The count picker: ten 点赞 in one tap, one debit of 10 球币.
  await page.getByTestId('gift-like').click();
  await page.getByTestId('gift-count-10').click();
  await expect(page.getByTestId('gift-count-10')).toHaveAttribute('aria-checked', 'true');
  await page.screenshot({ path: `${shots}/gift-count.png` });
  await page.getByTestId('gift-send').click();
  await expect(page.getByText('花费 10 球币送出「点赞」×10？')).toBeVisible();
  await confirmDialog(page, '赠送');
  await expect(page.getByTestId('gift-banner').filter({ hasText: '点赞' })).toBeVisible();
  await page.getByTestId('gift-open').click();
  await expect(balance).toHaveText('40');
  await page.getByTestId('gift-count-1').click();

  // Too few coins for a 火箭: the server's message, and 充值 opens.
  await page.getByTestId('gift-rocket').click();
  await page.getByTestId('gift-send').click();
  await confirmDialog(page, '赠送');
  await expect(page.getByText('余额不足')).toBeVisible();
  await expect(page.getByTestId('recharge-sandbox')).toBeVisible();
  await page.getByRole('button', { name: '关闭', exact: true }).click();
  await expect(page.getByTestId('recharge-sandbox')).toBeHidden();
  await page.mouse.click(187, 60);
  await expect(page.getByTestId('gift-send')).toBeHidden();

  await page.getByRole('button', { name: '贡献榜' }).click();
  const ranking = page.getByTestId('gift-ranking');
  await expect(ranking).toContainText(account.nickName);
  // Recent supporters, never the amounts (docs/decisions/0064-minor-mode-and-money-rules.md).
  await expect(ranking).not.toContainText('球币');
  await page.screenshot({ path: `${shots}/ranking.png` });

  await page.goto('/vlive/noble');
  const mine = page.getByTestId('noble-mine');
  await expect(mine).toContainText('尚未开通贵族');
  await page.getByRole('tab', { name: '伯爵' }).click();
  await page.screenshot({ path: `${shots}/noble.png`, fullPage: true });
  await page.getByRole('tab', { name: '骑士' }).click();
  // 40 球币 left: buy 300 more first.
  await page.getByRole('button', { name: /充值/ }).click();
  await page.getByTestId('recharge-p30').click();
  await expect(page.getByText('充值成功（沙盒，未产生真实扣款）')).toBeVisible();
  await page.getByTestId('noble-buy').click();
  await confirmDialog(page, '确认');
  await expect(mine).toContainText('我的爵位：骑士');
  await expect(mine).toContainText('剩余 30 天');
  await expect(page.getByTestId('noble-buy')).toHaveText('续费骑士');
  await page.screenshot({ path: `${shots}/noble-bought.png`, fullPage: true });
});
