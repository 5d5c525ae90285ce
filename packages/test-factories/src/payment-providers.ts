import { createCipheriv, createSign, createVerify, generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalHttp, type LocalAnswer, type LocalRequest } from './local-http';

/** The public address the API tells providers to notify; the test delivers to the test server's own port. */
export const NOTIFY_BASE = 'https://api.kanqiu.test';
export const RETURN_BASE = 'https://m.kanqiu.test';

function rsaPair() {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { publicKey, privateKey };
}

const rsaSign = (text: string, key: string) => createSign('RSA-SHA256').update(text, 'utf8').sign(key, 'base64');
const rsaVerify = (text: string, key: string, signature: string) =>
  createVerify('RSA-SHA256').update(text, 'utf8').verify(key, signature, 'base64');

function keyFiles(files: Record<string, string>): Record<string, string> {
  const dir = mkdtempSync(join(tmpdir(), 'kanqiu-pay-keys-'));
  return Object.fromEntries(
    Object.entries(files).map(([name, pem]) => {
      const path = join(dir, `${name}.pem`);
      writeFileSync(path, pem);
      return [name, path];
    }),
  );
}

/** A notification as the provider would post it: the path of its notify_url, its headers and body. */
export type Notification = { path: string; headers: Record<string, string>; body: string };

type Trade = {
  orderNo: string;
  fen: number;
  notifyUrl: string;
  state: 'unpaid' | 'paid' | 'closed' | 'refunded';
  tradeNo: string;
  /** WeChat Pay's JSAPI trades: the 公众号, the payer and the prepay id the bridge pays. */
  jsapi?: { appId: string; openid: string; prepayId: string };
};

/** A refund the provider made: the money sent back, once per refund number. */
export type ProviderRefund = { orderNo: string; refundNo: string; fen: number };

/** The provider's refund of a paid trade in full: made once per refund number, asked again it answers that one. */
function refundTrade(refunds: ProviderRefund[], trade: Trade | undefined, refundNo: string, fen: number): boolean {
  if (refunds.some((refund) => refund.refundNo === refundNo)) return true;
  if (trade?.state !== 'paid' || fen !== trade.fen) return false;
  trade.state = 'refunded';
  refunds.push({ orderNo: trade.orderNo, refundNo, fen });
  return true;
}

/** What every local provider offers the tests. */
export type LocalProvider = {
  name: 'wechat' | 'alipay';
  env: Record<string, string>;
  trades: Map<string, Trade>;
  closed: string[];
  refunds: ProviderRefund[];
  /** Answers every API call with a 500 while set. */
  down: boolean;
  /** What the fan's browser does with the pay URL: opens the provider's page (Alipay's order is made there). */
  openCashier(payUrl: string): Promise<number>;
  /** The fan pays: the provider takes the money; no notification is sent yet. */
  pay(orderNo: string): void;
  /** The notification of a paid trade, signed by the provider (or by an impostor's key), for this amount. */
  notification(orderNo: string, options?: { forged?: boolean; fen?: number }): Notification;
  close(): Promise<void>;
};

// ---- 微信支付 API v3 ----

const WECHAT = {
  mchId: '1900000109',
  appId: 'wxd678efh567hg6787',
  serial: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
  keyId: 'PUB_KEY_ID_0119000001092026',
  /** The 公众号 of JSAPI 支付 and its AppSecret (网页授权). */
  mpAppId: 'wx2421b1c4370ec43b',
  mpSecret: '0220a07011e102f3b800ff1971d5b5e5',
};

/** The parameters `WeixinJSBridge.invoke('getBrandWCPayRequest', …)` is given. */
export type BridgeParams = Record<'appId' | 'timeStamp' | 'nonceStr' | 'package' | 'signType' | 'paySign', string>;

/** What the local WeChat offers beyond payments: 网页授权 and the JSAPI cashier's checks. */
export type LocalWechat = LocalProvider & {
  /** The openid the next 网页授权 gives (the fan who is "in WeChat"). */
  nextOpenid: string;
  /** The trade the bridge would pay when its paySign is the merchant's signature of these parameters, else null. */
  bridgeTrade(params: BridgeParams): Trade | null;
  /** The fan pays in WeChat's bridge; WeChat posts the signed notification to the order's notify URL. */
  payByBridge(params: BridgeParams): Promise<{ status: number }>;
};

function parseWechatAuthorization(header: string): Record<string, string> | null {
  if (!header.startsWith('WECHATPAY2-SHA256-RSA2048 ')) return null;
  return Object.fromEntries([...header.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1] ?? '', m[2] ?? '']));
}

export async function startWechatPay(): Promise<LocalWechat> {
  const merchant = rsaPair();
  const platform = rsaPair();
  const impostor = rsaPair();
  const apiV3Key = randomBytes(16).toString('hex');
  const trades = new Map<string, Trade>();
  const closed: string[] = [];
  const refunds: ProviderRefund[] = [];
  const state = { down: false, nextOpenid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' };
  /** 网页授权 codes not yet exchanged: each gives its openid once, as WeChat's do. */
  const codes = new Map<string, string>();

  /** The platform's signature headers of an answer or a notification. */
  const signedHeaders = (body: string, key = platform.privateKey): Record<string, string> => {
    const timestamp = String(Math.floor(Date.now() / 1000));
    const nonce = randomBytes(16).toString('hex');
    return {
      'wechatpay-timestamp': timestamp,
      'wechatpay-nonce': nonce,
      'wechatpay-serial': WECHAT.keyId,
      'wechatpay-signature': rsaSign(`${timestamp}\n${nonce}\n${body}\n`, key),
      'wechatpay-signature-type': 'WECHATPAY2-SHA256-RSA2048',
    };
  };
  const answer = (status: number, payload: unknown): LocalAnswer => {
    const body = payload === undefined ? '' : JSON.stringify(payload);
    return { status, headers: signedHeaders(body), body };
  };
  const transaction = (trade: Trade, fen = trade.fen) => ({
    appid: trade.jsapi?.appId ?? WECHAT.appId,
    mchid: WECHAT.mchId,
    out_trade_no: trade.orderNo,
    transaction_id: trade.tradeNo,
    trade_type: trade.jsapi ? 'JSAPI' : 'MWEB',
    trade_state: { unpaid: 'NOTPAY', paid: 'SUCCESS', closed: 'CLOSED', refunded: 'REFUND' }[trade.state],
    trade_state_desc: '',
    success_time: '2026-11-28T20:00:00+08:00',
    payer: { openid: trade.jsapi?.openid ?? 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
    amount: { total: fen, payer_total: fen, currency: 'CNY', payer_currency: 'CNY' },
  });

  /** WeChat Pay's check of the merchant's request signature (API v3 签名生成, verified with the merchant's certificate). */
  function authorized(request: LocalRequest): boolean {
    const fields = parseWechatAuthorization(String(request.headers.authorization ?? ''));
    if (!fields || fields.mchid !== WECHAT.mchId || fields.serial_no !== WECHAT.serial) return false;
    if (Math.abs(Date.now() / 1000 - Number(fields.timestamp)) > 300) return false;
    const path = `${request.url.pathname}${request.url.search}`;
    const message = `${request.method}\n${path}\n${fields.timestamp}\n${fields.nonce_str}\n${request.body}\n`;
    return rsaVerify(message, merchant.publicKey, fields.signature ?? '');
  }

  /** 网页授权 (snsapi_base, silent): WeChat sends the browser straight back to redirect_uri with a code and the state. */
  function authorize(query: URLSearchParams): LocalAnswer {
    const redirect = query.get('redirect_uri') ?? '';
    if (query.get('appid') !== WECHAT.mpAppId || query.get('response_type') !== 'code' || !redirect)
      return { status: 400, body: '{"errcode":10003,"errmsg":"redirect_uri 参数错误"}' };
    if (query.get('scope') !== 'snsapi_base')
      return { status: 400, body: '{"errcode":10005,"errmsg":"scope 参数错误"}' };
    const code = `0${randomBytes(15).toString('hex')}`;
    codes.set(code, state.nextOpenid);
    const back = `${redirect}${redirect.includes('?') ? '&' : '?'}code=${code}&state=${query.get('state') ?? ''}`;
    return { status: 302, headers: { location: back }, body: '' };
  }

  /** 通过 code 换取网页授权 access_token: the openid for a code this 公众号's secret asks about, once. */
  function exchangeCode(query: URLSearchParams): LocalAnswer {
    if (query.get('appid') !== WECHAT.mpAppId || query.get('secret') !== WECHAT.mpSecret)
      return { body: JSON.stringify({ errcode: 40125, errmsg: 'invalid appsecret' }) };
    const openid = codes.get(query.get('code') ?? '');
    if (query.get('grant_type') !== 'authorization_code' || !openid)
      return { body: JSON.stringify({ errcode: 40029, errmsg: 'invalid code' }) };
    codes.delete(query.get('code') ?? '');
    return {
      body: JSON.stringify({
        access_token: randomBytes(24).toString('hex'),
        expires_in: 7200,
        refresh_token: randomBytes(24).toString('hex'),
        openid,
        scope: 'snsapi_base',
      }),
    };
  }

  /** JSAPI下单: the 公众号's order for a payer whose openid came from its 网页授权. */
  function jsapiOrder(request: LocalRequest): LocalAnswer {
    const order = JSON.parse(request.body) as {
      appid: string;
      out_trade_no: string;
      notify_url: string;
      amount: { total: number; currency: string };
      payer?: { openid?: string };
    };
    const openid = order.payer?.openid ?? '';
    if (order.appid !== WECHAT.mpAppId || order.amount.currency !== 'CNY' || !openid)
      return answer(400, { code: 'PARAM_ERROR', message: '参数错误' });
    const prepayId = `wx${randomBytes(16).toString('hex')}`;
    trades.set(order.out_trade_no, {
      orderNo: order.out_trade_no,
      fen: order.amount.total,
      notifyUrl: order.notify_url,
      state: 'unpaid',
      tradeNo: `4200002026${randomBytes(6).toString('hex')}`,
      jsapi: { appId: order.appid, openid, prepayId },
    });
    return answer(200, { prepay_id: prepayId });
  }

  const server = await startLocalHttp((request) => {
    if (state.down) return { status: 500, body: JSON.stringify({ code: 'SYSTEM_ERROR', message: '系统错误' }) };
    const path = request.url.pathname;
    if (request.method === 'GET' && path === '/connect/oauth2/authorize') return authorize(request.url.searchParams);
    if (request.method === 'GET' && path === '/sns/oauth2/access_token') return exchangeCode(request.url.searchParams);
    if (!authorized(request)) return answer(401, { code: 'SIGN_ERROR', message: '签名错误' });
    if (request.method === 'POST' && path === '/v3/pay/transactions/jsapi') return jsapiOrder(request);
    if (request.method === 'POST' && path === '/v3/pay/transactions/h5') {
      const order = JSON.parse(request.body) as {
        out_trade_no: string;
        amount: { total: number; currency: string };
        notify_url: string;
        appid: string;
        scene_info: { payer_client_ip: string };
      };
      if (order.appid !== WECHAT.appId || order.amount.currency !== 'CNY' || !order.scene_info.payer_client_ip) {
        return answer(400, { code: 'PARAM_ERROR', message: '参数错误' });
      }
      trades.set(order.out_trade_no, {
        orderNo: order.out_trade_no,
        fen: order.amount.total,
        notifyUrl: order.notify_url,
        state: 'unpaid',
        tradeNo: `4200002026${randomBytes(6).toString('hex')}`,
      });
      return answer(200, {
        h5_url: `${server.url}/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx${order.out_trade_no}&package=2150917749`,
      });
    }
    const query = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && query && request.url.searchParams.get('mchid') === WECHAT.mchId) {
      const trade = trades.get(decodeURIComponent(query[1] ?? ''));
      return trade ? answer(200, transaction(trade)) : answer(404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' });
    }
    const close = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)\/close$/.exec(path);
    if (request.method === 'POST' && close) {
      const trade = trades.get(decodeURIComponent(close[1] ?? ''));
      if (trade?.state === 'unpaid') trade.state = 'closed';
      closed.push(decodeURIComponent(close[1] ?? ''));
      return { status: 204, headers: signedHeaders(''), body: '' };
    }
    if (request.method === 'POST' && path === '/v3/refund/domestic/refunds') {
      const asked = JSON.parse(request.body) as {
        out_trade_no: string;
        out_refund_no: string;
        amount: { refund: number; total: number; currency: string };
      };
      const trade = trades.get(asked.out_trade_no);
      if (!refundTrade(refunds, trade, asked.out_refund_no, asked.amount.refund) || asked.amount.currency !== 'CNY')
        return answer(400, { code: 'INVALID_REQUEST', message: '订单状态或金额不允许退款' });
      return answer(200, {
        refund_id: `50000000${randomBytes(6).toString('hex')}`,
        out_refund_no: asked.out_refund_no,
        out_trade_no: asked.out_trade_no,
        status: 'SUCCESS',
        amount: { refund: asked.amount.refund, total: asked.amount.total, currency: 'CNY' },
      });
    }
    return answer(404, { code: 'NOT_FOUND', message: '无此接口' });
  });

  function bridgeTrade(params: BridgeParams): Trade | null {
    const message = `${params.appId}\n${params.timeStamp}\n${params.nonceStr}\n${params.package}\n`;
    if (params.signType !== 'RSA' || !rsaVerify(message, merchant.publicKey, params.paySign)) return null;
    const trade = [...trades.values()].find((t) => `prepay_id=${t.jsapi?.prepayId}` === params.package);
    return trade?.jsapi?.appId === params.appId ? trade : null;
  }

  const files = keyFiles({ merchant: merchant.privateKey, platform: platform.publicKey });
  const provider: LocalWechat = {
    name: 'wechat',
    refunds,
    get nextOpenid() {
      return state.nextOpenid;
    },
    set nextOpenid(openid: string) {
      state.nextOpenid = openid;
    },
    bridgeTrade,
    async payByBridge(params) {
      const trade = bridgeTrade(params);
      if (!trade) throw new Error('The bridge refuses these parameters (paySign or prepay id)');
      provider.pay(trade.orderNo);
      const notification = provider.notification(trade.orderNo);
      const response = await fetch(trade.notifyUrl, {
        method: 'POST',
        headers: notification.headers,
        body: notification.body,
      });
      return { status: response.status };
    },
    env: {
      PAYMENT_PROVIDER: 'wechat',
      WECHATPAY_MCH_ID: WECHAT.mchId,
      WECHATPAY_APP_ID: WECHAT.appId,
      WECHATPAY_MCH_SERIAL_NO: WECHAT.serial,
      WECHATPAY_MCH_PRIVATE_KEY_FILE: files.merchant ?? '',
      WECHATPAY_API_V3_KEY: apiV3Key,
      WECHATPAY_PUBLIC_KEY_FILE: files.platform ?? '',
      WECHATPAY_PUBLIC_KEY_ID: WECHAT.keyId,
      WECHATPAY_BASE_URL: server.url,
      WECHAT_MP_APP_ID: WECHAT.mpAppId,
      WECHAT_MP_APP_SECRET: WECHAT.mpSecret,
      WECHAT_OAUTH_URL: `${server.url}/connect/oauth2/authorize`,
      WECHAT_API_BASE_URL: server.url,
    },
    trades,
    closed,
    get down() {
      return state.down;
    },
    set down(value: boolean) {
      state.down = value;
    },
    openCashier(payUrl) {
      // The H5 page itself is WeChat's; the order was made by the signed request, so check the URL leads to it.
      const url = new URL(payUrl);
      const known = trades.has(url.searchParams.get('prepay_id')?.slice(2) ?? '');
      const returns = url.searchParams.get('redirect_url')?.startsWith(RETURN_BASE) ?? false;
      return Promise.resolve(url.origin === server.url && known && returns ? 200 : 404);
    },
    pay(orderNo) {
      const trade = trades.get(orderNo);
      if (trade) trade.state = 'paid';
    },
    notification(orderNo, { forged = false, fen } = {}) {
      const trade = trades.get(orderNo);
      if (!trade) throw new Error(`No trade ${orderNo}`);
      const nonce = randomBytes(6).toString('hex');
      const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key), Buffer.from(nonce));
      cipher.setAAD(Buffer.from('transaction'));
      const plain = JSON.stringify(transaction(trade, fen));
      const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]).toString(
        'base64',
      );
      const body = JSON.stringify({
        id: `EV-2026${randomBytes(6).toString('hex')}`,
        create_time: '2026-11-28T20:00:01+08:00',
        resource_type: 'encrypt-resource',
        event_type: 'TRANSACTION.SUCCESS',
        summary: '支付成功',
        resource: {
          original_type: 'transaction',
          algorithm: 'AEAD_AES_256_GCM',
          ciphertext,
          associated_data: 'transaction',
          nonce,
        },
      });
      const headers = {
        'content-type': 'application/json',
        ...signedHeaders(body, forged ? impostor.privateKey : platform.privateKey),
      };
      return { path: new URL(trade.notifyUrl).pathname, headers, body };
    },
    close: server.close,
  };
  return provider;
}

// ---- 支付宝 手机网站支付 ----

const ALIPAY_APP_ID = '2021000117600000';

/** Alipay's signing content: sorted, non-empty parameters but the excluded ones, `k=v&…`. */
function alipayContent(params: Record<string, string>, without: string[]): string {
  return Object.keys(params)
    .filter((key) => !without.includes(key) && params[key] !== '')
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');
}

export async function startAlipay(): Promise<LocalProvider> {
  const app = rsaPair();
  const alipay = rsaPair();
  const impostor = rsaPair();
  const trades = new Map<string, Trade>();
  const closed: string[] = [];
  const refunds: ProviderRefund[] = [];
  const state = { down: false };
  const yuan = (fen: number) => (fen / 100).toFixed(2);

  /** Alipay's check of the merchant's RSA2 request signature with the app's public key. */
  const signedByApp = (params: Record<string, string>) =>
    params.app_id === ALIPAY_APP_ID &&
    params.sign_type === 'RSA2' &&
    rsaVerify(alipayContent(params, ['sign']), app.publicKey, params.sign ?? '');

  /** An OpenAPI answer: the `<method>_response` object's exact text signed with Alipay's key. */
  const openApiAnswer = (method: string, member: Record<string, string>): LocalAnswer => {
    const raw = JSON.stringify(member);
    return { body: `{"${method.replace(/\./g, '_')}_response":${raw},"sign":"${rsaSign(raw, alipay.privateKey)}"}` };
  };

  const server = await startLocalHttp((request) => {
    if (state.down) return { status: 502, headers: { 'content-type': 'text/html' }, body: '<html>502</html>' };
    if (request.method === 'GET') {
      // The cashier page the fan's browser opens from the pay URL: the trade is made here.
      const params = Object.fromEntries(request.url.searchParams);
      if (params.method !== 'alipay.trade.wap.pay' || !signedByApp(params))
        return { status: 400, body: '{"error":"invalid-signature"}' };
      const biz = JSON.parse(params.biz_content ?? '{}') as {
        out_trade_no: string;
        total_amount: string;
        product_code: string;
      };
      if (biz.product_code !== 'QUICK_WAP_WAY') return { status: 400, body: '{"error":"product"}' };
      if (!trades.has(biz.out_trade_no)) {
        const fen = Math.round(Number(biz.total_amount) * 100);
        trades.set(biz.out_trade_no, {
          orderNo: biz.out_trade_no,
          fen,
          notifyUrl: params.notify_url ?? '',
          state: 'unpaid',
          tradeNo: `2026112822001${randomBytes(5).toString('hex')}`,
        });
      }
      return { headers: { 'content-type': 'text/html' }, body: '<html>支付宝收银台</html>' };
    }
    const params = Object.fromEntries(new URLSearchParams(request.body));
    const method = params.method ?? '';
    if (!signedByApp(params)) {
      return {
        body: `{"${method.replace(/\./g, '_')}_response":{"code":"40002","msg":"Invalid Arguments","sub_code":"isv.invalid-signature","sub_msg":"验签出错"}}`,
      };
    }
    const biz = JSON.parse(params.biz_content ?? '{}') as { out_trade_no: string };
    const trade = trades.get(biz.out_trade_no);
    const missing = { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_NOT_EXIST', sub_msg: '交易不存在' };
    if (method === 'alipay.trade.query') {
      if (!trade) return openApiAnswer(method, missing);
      const status = {
        unpaid: 'WAIT_BUYER_PAY',
        paid: 'TRADE_SUCCESS',
        closed: 'TRADE_CLOSED',
        refunded: 'TRADE_CLOSED',
      }[trade.state];
      return openApiAnswer(method, {
        code: '10000',
        msg: 'Success',
        out_trade_no: trade.orderNo,
        trade_no: trade.tradeNo,
        trade_status: status,
        total_amount: yuan(trade.fen),
        buyer_logon_id: '159****5620',
      });
    }
    if (method === 'alipay.trade.close') {
      closed.push(biz.out_trade_no);
      if (!trade) return openApiAnswer(method, missing);
      if (trade.state === 'unpaid') trade.state = 'closed';
      return openApiAnswer(method, {
        code: '10000',
        msg: 'Success',
        out_trade_no: trade.orderNo,
        trade_no: trade.tradeNo,
      });
    }
    if (method === 'alipay.trade.refund') {
      const asked = JSON.parse(params.biz_content ?? '{}') as { refund_amount: string; out_request_no: string };
      const fen = Math.round(Number(asked.refund_amount) * 100);
      if (!refundTrade(refunds, trade, asked.out_request_no, fen))
        return openApiAnswer(method, { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_STATUS_ERROR' });
      return openApiAnswer(method, {
        code: '10000',
        msg: 'Success',
        out_trade_no: biz.out_trade_no,
        trade_no: trade!.tradeNo,
        refund_fee: asked.refund_amount,
        fund_change: 'Y',
      });
    }
    return openApiAnswer(method, { code: '40004', msg: 'Business Failed', sub_code: 'isv.invalid-method' });
  });

  const files = keyFiles({ app: app.privateKey, alipay: alipay.publicKey });
  return {
    name: 'alipay',
    refunds,
    env: {
      PAYMENT_PROVIDER: 'alipay',
      ALIPAY_APP_ID,
      ALIPAY_APP_PRIVATE_KEY_FILE: files.app ?? '',
      ALIPAY_PUBLIC_KEY_FILE: files.alipay ?? '',
      ALIPAY_GATEWAY: `${server.url}/gateway.do`,
    },
    trades,
    closed,
    get down() {
      return state.down;
    },
    set down(value: boolean) {
      state.down = value;
    },
    async openCashier(payUrl) {
      return (await fetch(payUrl)).status;
    },
    pay(orderNo) {
      const trade = trades.get(orderNo);
      if (trade) trade.state = 'paid';
    },
    notification(orderNo, { forged = false, fen } = {}) {
      const trade = trades.get(orderNo);
      if (!trade) throw new Error(`No trade ${orderNo}`);
      const params: Record<string, string> = {
        notify_time: '2026-11-28 20:00:01',
        notify_type: 'trade_status_sync',
        notify_id: `ac05099524730693a8b330c5ecf72da${randomBytes(4).toString('hex')}`,
        app_id: ALIPAY_APP_ID,
        charset: 'utf-8',
        version: '1.0',
        sign_type: 'RSA2',
        trade_no: trade.tradeNo,
        out_trade_no: trade.orderNo,
        trade_status: 'TRADE_SUCCESS',
        total_amount: yuan(fen ?? trade.fen),
        receipt_amount: yuan(fen ?? trade.fen),
        buyer_logon_id: '159****5620',
        subject: '看球 球币',
        gmt_payment: '2026-11-28 20:00:00',
      };
      params.sign = rsaSign(
        alipayContent(params, ['sign', 'sign_type']),
        forged ? impostor.privateKey : alipay.privateKey,
      );
      return {
        path: new URL(trade.notifyUrl).pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
        body: new URLSearchParams(params).toString(),
      };
    },
    close: server.close,
  };
}
