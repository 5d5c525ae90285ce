import {
  rechargeOrder,
  rechargeResult,
  walletBalances,
  wechatAuthorizeUrl,
  wechatOpenidResult,
  type WechatJsapiPayment,
} from '@kanqiu/contract';
import { Code } from '@kanqiu/domain';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, get, post } from '../support/api';
import { expectInOpenApi } from '../support/open-api';
import { backends, startTestServer, type TestServer } from '../support/test-server';
import { NOTIFY_BASE, RETURN_BASE, startWechatPay, type LocalWechat } from '@kanqiu/test-factories';
import { walletUser } from './wallet-fixtures';

/** WeChat's built-in browser on Android, as it names itself. */
const IN_WECHAT =
  'Mozilla/5.0 (Linux; Android 13; PGT-AN10) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 ' +
  'Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MicroMessenger/8.0.47.2560(0x28002F35) NetType/WIFI Language/zh_CN';

/** The 网页授权 routes, there only when the 公众号 is configured (so not in the shared wallet route list). */
const oauthRoutes = [
  ['GET', '/user/wallet/wechat/authorize'],
  ['POST', '/user/wallet/wechat/openid'],
] as const;

let requestCounter = 0;
const newRequestId = () => `jsapi-${Date.now().toString(36)}-${(requestCounter += 1)}`;

describe.each(backends())('微信支付 JSAPI inside WeChat on $name', (backend) => {
  let wechat: LocalWechat;
  let server: TestServer;

  beforeAll(async () => {
    wechat = await startWechatPay();
    server = await startTestServer(backend, {
      env: { ...wechat.env, PAYMENT_NOTIFY_BASE_URL: NOTIFY_BASE, APP_HOST: RETURN_BASE },
    });
  });
  afterAll(async () => {
    await server.close();
    await wechat.close();
  });

  const rechargeInWechat = (token: string, packageId = 'p30') =>
    post(
      server,
      '/user/wallet/recharge',
      { packageId, requestId: newRequestId() },
      { token, headers: { 'user-agent': IN_WECHAT } },
    );
  const authorizeUrl = async (token: string, returnTo = '/vlive/noble') =>
    dataOf(await get(server, '/user/wallet/wechat/authorize', { token, query: { returnTo } }), wechatAuthorizeUrl).url;

  /** The fan's browser opens WeChat's 网页授权, which sends it straight back with a code and the state. */
  async function authorizeInWechat(url: string): Promise<{ back: URL; code: string; state: string }> {
    const response = await fetch(url, { redirect: 'manual' });
    expect(response.status).toBe(302);
    const back = new URL(response.headers.get('location') ?? '');
    return { back, code: back.searchParams.get('code') ?? '', state: back.searchParams.get('state') ?? '' };
  }
  const bind = (token: string, code: string, state: string) =>
    post(server, '/user/wallet/wechat/openid', { code, state }, { token });

  /** A fan who went through 网页授权 once, with this openid. */
  async function authorizedFan(openid: string) {
    const fan = await walletUser(server);
    wechat.nextOpenid = openid;
    const { code, state } = await authorizeInWechat(await authorizeUrl(fan.token));
    dataOf(await bind(fan.token, code, state), wechatOpenidResult);
    return fan;
  }
  const coins = async (token: string) => dataOf(await get(server, '/user/wallet', { token }), walletBalances).coin;
  const deliver = async (orderNo: string) => {
    const notification = wechat.notification(orderNo);
    const response = await fetch(`${server.url}${notification.path}`, {
      method: 'POST',
      headers: notification.headers,
      body: notification.body,
    });
    return response.status;
  };

  it('asks a fan inside WeChat without an openid for 网页授权 first: 12005, no order anywhere', async () => {
    const fan = await walletUser(server);
    const tradesBefore = wechat.trades.size;
    expect(await rechargeInWechat(fan.token)).toMatchObject({
      code: Code.wechatAuthRequired,
      msg: '请先完成微信授权后再支付',
    });
    expect(wechat.trades.size).toBe(tradesBefore);
    const orders = await server.database.db
      .selectFrom('recharge_orders')
      .select('id')
      .where('user_id', '=', fan.id)
      .execute();
    expect(orders).toHaveLength(0);
  });

  it('sends the fan to 网页授权 (snsapi_base) and back to the web with a code and a state WeChat accepts', async () => {
    const fan = await walletUser(server);
    const url = await authorizeUrl(fan.token, '/vlive/noble?tab=1');
    expect(url.endsWith('#wechat_redirect')).toBe(true);
    const asked = new URL(url);
    expect(`${asked.origin}${asked.pathname}`).toBe(wechat.env.WECHAT_OAUTH_URL);
    expect([...asked.searchParams.keys()]).toEqual(['appid', 'redirect_uri', 'response_type', 'scope', 'state']);
    expect(asked.searchParams.get('scope')).toBe('snsapi_base');
    expect(asked.searchParams.get('state')).toMatch(/^[A-Za-z0-9]{1,128}$/);
    const { back, code, state } = await authorizeInWechat(url);
    expect(`${back.origin}${back.pathname}`).toBe(`${RETURN_BASE}/user/recharge/wechat`);
    expect(back.searchParams.get('returnTo')).toBe('/vlive/noble?tab=1');
    expect(dataOf(await bind(fan.token, code, state), wechatOpenidResult)).toEqual({ bound: true });
    // WeChat's code is good once.
    expect(await bind(fan.token, code, state)).toMatchObject({ code: Code.validationFailed });
  });

  it('pays inside WeChat by JSAPI: the bridge parameters carry the merchant paySign; coins come with the notification, once', async () => {
    const fan = await authorizedFan('oJsapiFanA_0000000000000001');
    const result = dataOf(await rechargeInWechat(fan.token, 'p98'), rechargeResult);
    expect(result.order).toMatchObject({ state: 'created', provider: 'wechat', payUrl: null, yuan: 98, coins: 980 });
    const jsapi = result.jsapi as WechatJsapiPayment;
    expect(jsapi).toMatchObject({ appId: wechat.env.WECHAT_MP_APP_ID, signType: 'RSA' });
    // The local WeChat checks paySign with the merchant's public key and finds the order the prepay id names.
    const trade = wechat.bridgeTrade(jsapi);
    expect(trade).toMatchObject({
      orderNo: result.order?.orderNo,
      fen: 9800,
      notifyUrl: `${NOTIFY_BASE}/pay/notify/wechat`,
      jsapi: { openid: 'oJsapiFanA_0000000000000001' },
    });
    expect(wechat.bridgeTrade({ ...jsapi, nonceStr: `${jsapi.nonceStr}0` })).toBeNull();
    expect(await coins(fan.token)).toBe(0);

    const orderNo = result.order?.orderNo ?? '';
    wechat.pay(orderNo);
    expect(await deliver(orderNo)).toBe(204);
    expect(await deliver(orderNo)).toBe(204);
    expect(
      dataOf(await get(server, `/user/wallet/recharge/order/${orderNo}`, { token: fan.token }), rechargeOrder),
    ).toMatchObject({ state: 'paid' });
    expect(await coins(fan.token)).toBe(980);
  });

  it('keeps H5 支付 for the same fan outside WeChat', async () => {
    const fan = await authorizedFan('oJsapiFanB_0000000000000002');
    const result = dataOf(
      await post(server, '/user/wallet/recharge', { packageId: 'p6', requestId: newRequestId() }, { token: fan.token }),
      rechargeResult,
    );
    expect(result.jsapi).toBeNull();
    expect(result.order?.payUrl).toContain('/cgi-bin/mmpayweb-bin/checkmweb');
    expect(wechat.trades.get(result.order?.orderNo ?? '')?.jsapi).toBeUndefined();
  });

  it('refuses a forged, another fan’s or an expired state: no openid is kept', async () => {
    const [fan, other] = [await walletUser(server), await walletUser(server)];
    const { code, state } = await authorizeInWechat(await authorizeUrl(other.token));
    const [userId, expires, signature] = state.split('x');
    const refused = { code: Code.forbidden, msg: '微信授权已失效，请重新发起支付' };
    // Another fan's genuine state, and that state re-made for this fan without the key.
    expect(await bind(fan.token, code, state)).toMatchObject(refused);
    expect(await bind(fan.token, code, `${fan.id}x${expires}x${signature}`)).toMatchObject(refused);
    expect(await bind(fan.token, code, `${userId}x${expires}x${'0'.repeat(64)}`)).toMatchObject(refused);
    expect(await rechargeInWechat(fan.token)).toMatchObject({ code: Code.wechatAuthRequired });

    const late = await authorizeInWechat(await authorizeUrl(fan.token));
    server.clock.advance(11 * 60);
    expect(await bind(fan.token, late.code, late.state)).toMatchObject(refused);
    expect(await rechargeInWechat(fan.token)).toMatchObject({ code: Code.wechatAuthRequired });
  });

  it('answers 支付服务暂时不可用 when WeChat cannot exchange the code, never a 500', async () => {
    const fan = await walletUser(server);
    const { code, state } = await authorizeInWechat(await authorizeUrl(fan.token));
    wechat.down = true;
    try {
      expect(await bind(fan.token, code, state)).toMatchObject({ status: 200, code: Code.paymentUnavailable });
    } finally {
      wechat.down = false;
    }
  });

  it('refuses a returnTo that leaves the site', async () => {
    const fan = await walletUser(server);
    for (const returnTo of ['https://evil.example/', '//evil.example/x', '/\\evil.example'])
      expect(
        (await get(server, '/user/wallet/wechat/authorize', { token: fan.token, query: { returnTo } })).status,
      ).toBe(400);
  });

  it('documents the 网页授权 routes in OpenAPI and docs/api.md', async () => {
    await expectInOpenApi(server, oauthRoutes, /^wallet$/);
    const apiDoc = readFileSync(new URL('../../../../docs/api.md', import.meta.url), 'utf8');
    for (const [method, path] of oauthRoutes) expect(apiDoc).toContain(`\`${method} ${path}`);
  });
});
