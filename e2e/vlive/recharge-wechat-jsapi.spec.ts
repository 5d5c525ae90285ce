import { startWechatPay, type BridgeParams } from '@kanqiu/test-factories';
import { randomNickName, randomPhone, registerThroughApi, certifyThroughApi } from '../support/api';
import { expect, test, waitForReact } from '../support/fixtures';
import { paymentJourney } from '../support/payment-apps';
import { e2ePorts } from '../support/ports';
import { loginWithPassword } from '../support/ui';

/**
 * 充值 inside WeChat's browser: this journey runs its own API (PAYMENT_PROVIDER=wechat with a 公众号, SQLite, no feed)
 * and web against a local WeChat that speaks 网页授权 and WeChat Pay v3 (JSAPI下单, signed notifications). The
 * browser says it is WeChat (MicroMessenger) and has a stand-in `WeixinJSBridge` that hands the cashier's parameters
 * to this test, which checks them as WeChat's cashier would (paySign with the merchant's public key).
 */
const { wechatPayApi, wechatPayWeb } = e2ePorts;
const api = `http://127.0.0.1:${wechatPayApi}`;
const web = `http://127.0.0.1:${wechatPayWeb}`;
const shots = 'docs/screenshots/recharge';
const IN_WECHAT =
  'Mozilla/5.0 (Linux; Android 13; PGT-AN10) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 ' +
  'Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MicroMessenger/8.0.47.2560(0x28002F35) NetType/WIFI Language/zh_CN';

test.use({ userAgent: IN_WECHAT });

const localWechat = paymentJourney({ api: wechatPayApi, web: wechatPayWeb }, startWechatPay);

test('充值 in WeChat: 网页授权 first, WeChat’s cashier through the bridge, then 充值成功 once WeChat Pay notifies', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const local = localWechat();
  const account = { phone: randomPhone(), password: 'kanqiu2026', nickName: randomNickName('微信') };
  // Only an adult certified by real name may buy coins (docs/decisions/0064-minor-mode-and-money-rules.md).
  await certifyThroughApi(request, await registerThroughApi(request, account, api), '李球迷', api);

  // WeChat's cashier: it is handed the bridge's parameters and answers as the test says the fan did.
  const asked: { name: string; params: BridgeParams }[] = [];
  let fanDoes: 'ok' | 'cancel' = 'cancel';
  await page.exposeFunction('kqWechatCashier', (name: string, params: BridgeParams) => {
    asked.push({ name, params });
    return `get_brand_wcpay_request:${local.bridgeTrade(params) ? fanDoes : 'fail'}`;
  });
  await page.addInitScript(() => {
    const cashier = (window as unknown as { kqWechatCashier: (n: string, p: unknown) => Promise<string> })
      .kqWechatCashier;
    Object.assign(window, {
      WeixinJSBridge: {
        invoke: (name: string, params: unknown, done: (answer: { err_msg: string }) => void) =>
          void cashier(name, params).then((errMsg) => done({ err_msg: errMsg })),
      },
    });
  });

  await page.goto(`${web}/user/login?redirect=%2Fvlive%2Fnoble`);
  await loginWithPassword(page, account.phone, account.password);
  await expect(page).toHaveURL(/\/vlive\/noble$/);

  // No openid yet: the tap goes through WeChat's 网页授权 and back to this page.
  await page.getByRole('button', { name: /充值/ }).first().click();
  const backFromWechat = page.waitForRequest((r) => r.url().startsWith(`${web}/user/recharge/wechat?`));
  const pageAgain = page.waitForEvent('load');
  await page.getByTestId('recharge-p6').click();
  const back = new URL((await backFromWechat).url());
  expect(back.searchParams.get('returnTo')).toBe('/vlive/noble');
  expect(back.searchParams.get('state')).toMatch(/^[A-Za-z0-9]+$/);
  await pageAgain;
  await expect(page).toHaveURL(new RegExp(`^${web}/vlive/noble(#.*)?$`));
  await waitForReact(page);
  expect(asked).toHaveLength(0);

  // The fan closes WeChat's cashier: nothing is paid, and the page says so.
  await page.getByRole('button', { name: /充值/ }).first().click();
  await page.getByTestId('recharge-p6').click();
  await expect(page.getByText('已取消支付，订单未扣款')).toBeVisible();
  expect(asked).toHaveLength(1);

  fanDoes = 'ok';
  await page.getByTestId('recharge-p30').click();
  await expect(page).toHaveURL(new RegExp(`^${web}/user/recharge/result\\?orderNo=KQ`));
  const result = page.getByTestId('recharge-result');
  await expect(result).toHaveAttribute('data-state', 'created');
  await expect(page.getByRole('heading', { name: '支付结果确认中…' })).toBeVisible();
  await expect(result.getByText('微信支付', { exact: true })).toBeVisible();
  // The toast of the sheet that called WeChat Pay does not follow the fan onto the result page.
  await expect(page.getByText('正在调起微信支付…')).toHaveCount(0);
  await page.screenshot({ path: `${shots}/wechat-jsapi-pending.png` });

  expect(asked).toHaveLength(2);
  const { name, params } = asked[1]!;
  expect(name).toBe('getBrandWCPayRequest');
  expect(Object.keys(params).sort()).toEqual(['appId', 'nonceStr', 'package', 'paySign', 'signType', 'timeStamp']);
  expect(params).toMatchObject({ appId: local.env.WECHAT_MP_APP_ID, signType: 'RSA' });
  expect(params.timeStamp).toMatch(/^\d{10}$/);
  expect(params.package).toMatch(/^prepay_id=wx/);
  const trade = local.bridgeTrade(params);
  expect(trade).toMatchObject({ fen: 3000, state: 'unpaid' });
  expect(page.url()).toContain(trade!.orderNo);

  // WeChat Pay takes the money and posts its signed notification: the page turns to 充值成功.
  expect(await local.payByBridge(params)).toEqual({ status: 204 });
  await expect(result).toHaveAttribute('data-state', 'paid', { timeout: 15_000 });
  await expect(page.getByText('300 球币已到账')).toBeVisible();
  await page.screenshot({ path: `${shots}/wechat-jsapi-paid.png` });

  await page.getByRole('button', { name: '完成' }).click();
  await expect(page).toHaveURL(/\/vlive\/noble(#.*)?$/);
  await expect(page.getByTestId('noble-mine')).toContainText('300');
});
