import { startAlipayCashier } from '../support/alipay-cashier';
import { randomNickName, randomPhone, registerThroughApi, certifyThroughApi } from '../support/api';
import { expect, test } from '../support/fixtures';
import { paymentJourney } from '../support/payment-apps';
import { e2ePorts } from '../support/ports';
import { loginWithPassword } from '../support/ui';

/**
 * 充值 with a real provider's protocol: this journey runs its own API (PAYMENT_PROVIDER=alipay, SQLite, no feed)
 * and web, against a local Alipay that checks the RSA2 signature of the pay URL and posts a signed notification.
 */
const { payApi, payWeb, alipay: alipayPort } = e2ePorts;
const api = `http://127.0.0.1:${payApi}`;
const web = `http://127.0.0.1:${payWeb}`;
const shots = 'docs/screenshots/recharge';
/** The notification trails the return, so the result page first says 支付结果确认中…. */
const NOTIFY_DELAY_MS = 4000;

paymentJourney({ api: payApi, web: payWeb }, () => startAlipayCashier(alipayPort, NOTIFY_DELAY_MS));

test('充值 through Alipay: the cashier, back to 支付结果确认中…, then 充值成功 once the notification arrives', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const account = { phone: randomPhone(), password: 'kanqiu2026', nickName: randomNickName('充值') };
  // Only an adult certified by real name may buy coins (docs/decisions/0064-minor-mode-and-money-rules.md).
  await certifyThroughApi(request, await registerThroughApi(request, account, api), '李球迷', api);
  await page.goto(`${web}/user/login?redirect=%2Fvlive%2Fnoble`);
  await loginWithPassword(page, account.phone, account.password);
  await expect(page).toHaveURL(/\/vlive\/noble$/);

  await page.getByRole('button', { name: /充值/ }).first().click();
  await expect(page.getByTestId('recharge-sandbox')).toHaveCount(0);
  await page.getByTestId('recharge-p6').click();

  await expect(page).toHaveURL(new RegExp(`^http://127.0.0.1:${alipayPort}/gateway.do\\?`));
  await expect(page.getByText('¥6.00')).toBeVisible();
  await page.screenshot({ path: `${shots}/alipay-cashier.png` });
  await page.getByRole('button', { name: '确认付款' }).click();

  await expect(page).toHaveURL(new RegExp(`^${web}/user/recharge/result\\?orderNo=KQ`));
  const result = page.getByTestId('recharge-result');
  await expect(result).toHaveAttribute('data-state', 'created');
  await expect(page.getByRole('heading', { name: '支付结果确认中…' })).toBeVisible();
  await page.screenshot({ path: `${shots}/result-pending.png` });

  await expect(result).toHaveAttribute('data-state', 'paid', { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: '充值成功' })).toBeVisible();
  await expect(page.getByText('60 球币已到账')).toBeVisible();
  await page.screenshot({ path: `${shots}/result-paid.png` });

  await page.getByRole('button', { name: '完成' }).click();
  await expect(page).toHaveURL(/\/vlive\/noble$/);
  await expect(page.getByTestId('noble-mine')).toContainText('60');
});
