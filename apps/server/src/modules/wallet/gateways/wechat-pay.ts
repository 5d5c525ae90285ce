import { createDecipheriv, createSign, createVerify, randomBytes } from 'node:crypto';
import type { WechatPayConfig } from '../../../config';
import type {
  GatewayOrder,
  GatewayRefund,
  PaymentFacts,
  PaymentGateway,
  RawNotification,
  StartedPayment,
} from '../payment-provider';
import { beijingTime, callProvider, headerOf, ProviderError, type ProviderAnswer } from './gateway-http';

/** WeChat Pay refuses a signature older than five minutes; so do we, for its notifications and answers. */
const SIGNATURE_MAX_AGE_SECONDS = 300;

type Transaction = {
  out_trade_no?: string;
  transaction_id?: string;
  trade_state?: string;
  mchid?: string;
  appid?: string;
  amount?: { total?: number; currency?: string };
};

type EncryptedResource = { algorithm: string; ciphertext: string; associated_data?: string; nonce: string };

const stateOf: Record<string, PaymentFacts['state']> = {
  SUCCESS: 'paid',
  REFUND: 'refunded',
  CLOSED: 'closed',
  REVOKED: 'closed',
  PAYERROR: 'closed',
  NOTPAY: 'unpaid',
  USERPAYING: 'unpaid',
};

/** The message WeChat Pay signs (answers, notifications): timestamp, nonce and body, each ending in a newline. */
function signedMessage(timestamp: string, nonce: string, body: string): string {
  return `${timestamp}\n${nonce}\n${body}\n`;
}

/** 微信支付 API v3: H5 and JSAPI orders, `WECHATPAY2-SHA256-RSA2048` requests, signed notifications with AES-256-GCM resources. */
export function createWechatPayGateway(config: WechatPayConfig, now: () => number = () => Date.now()): PaymentGateway {
  function authorization(method: string, path: string, body: string): string {
    const timestamp = String(Math.floor(now() / 1000));
    const nonce = randomBytes(16).toString('hex');
    const message = `${method}\n${path}\n${timestamp}\n${nonce}\n${body}\n`;
    const signature = createSign('RSA-SHA256').update(message).sign(config.mchPrivateKey, 'base64');
    return (
      `WECHATPAY2-SHA256-RSA2048 mchid="${config.mchId}",nonce_str="${nonce}",` +
      `signature="${signature}",timestamp="${timestamp}",serial_no="${config.mchSerialNo}"`
    );
  }

  /** True when WeChat Pay's key signed these headers and body, recently. */
  function signatureHolds(header: (name: string) => string, body: string): boolean {
    const timestamp = header('wechatpay-timestamp');
    const serial = header('wechatpay-serial');
    if (config.platformPublicKeyId && serial !== config.platformPublicKeyId) return false;
    if (Math.abs(now() / 1000 - Number(timestamp)) > SIGNATURE_MAX_AGE_SECONDS) return false;
    return createVerify('RSA-SHA256')
      .update(signedMessage(timestamp, header('wechatpay-nonce'), body))
      .verify(config.platformPublicKey, header('wechatpay-signature'), 'base64');
  }

  async function call(method: 'GET' | 'POST', path: string, payload?: unknown): Promise<ProviderAnswer> {
    const body = payload === undefined ? '' : JSON.stringify(payload);
    return callProvider(`${config.baseUrl}${path}`, {
      method,
      headers: {
        authorization: authorization(method, path, body),
        accept: 'application/json',
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(payload === undefined ? {} : { body }),
    });
  }

  function factsOf(transaction: Transaction): PaymentFacts {
    return {
      orderNo: transaction.out_trade_no ?? '',
      state: stateOf[transaction.trade_state ?? ''] ?? 'unpaid',
      amountFen: transaction.amount?.total ?? null,
      currency: transaction.amount?.currency ?? null,
      tradeNo: transaction.transaction_id ?? null,
    };
  }

  function decrypt(resource: EncryptedResource): string {
    const data = Buffer.from(resource.ciphertext, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', Buffer.from(config.apiV3Key), Buffer.from(resource.nonce));
    decipher.setAuthTag(data.subarray(data.length - 16));
    decipher.setAAD(Buffer.from(resource.associated_data ?? ''));
    return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
  }

  /** Our merchant's order, for our H5 AppID or the 公众号 of JSAPI 支付. */
  const mine = (t: Transaction) =>
    t.mchid === config.mchId && (t.appid === config.appId || (!!config.jsapi && t.appid === config.jsapi.appId));

  /** An answer the platform's key signed, else a ProviderError (an impostor in the path, or a key mix-up). */
  async function signedCall(method: 'GET' | 'POST', path: string, payload?: unknown): Promise<ProviderAnswer> {
    const answer = await call(method, path, payload);
    if (!signatureHolds((name) => answer.headers.get(name) ?? '', answer.text)) {
      throw new ProviderError(`WeChat Pay's answer to ${path} is not signed by its key`);
    }
    return answer;
  }

  /** The order's fields both ways of paying share (JSAPI adds the payer, H5 the scene). */
  const orderFields = (order: GatewayOrder, appId: string) => ({
    appid: appId,
    mchid: config.mchId,
    description: order.description,
    out_trade_no: order.orderNo,
    time_expire: beijingTime(order.expiresAt, 'rfc3339'),
    notify_url: order.notifyUrl,
    amount: { total: order.amountFen, currency: 'CNY' },
  });

  /** 下单 answers the field the fan pays with (`h5_url`, `prepay_id`), or the order was refused. */
  async function placeOrder(path: string, payload: object, field: 'h5_url' | 'prepay_id'): Promise<string> {
    const answer = await call('POST', path, payload);
    const value = answer.status === 200 ? (JSON.parse(answer.text) as Record<string, unknown>)[field] : undefined;
    if (typeof value !== 'string' || value === '')
      throw new ProviderError(`WeChat Pay refused the order: ${answer.status} ${answer.text.slice(0, 200)}`);
    return value;
  }

  /** H5 支付: WeChat's page in any mobile browser, back to the order's result page. */
  async function h5Order(order: GatewayOrder): Promise<StartedPayment> {
    const h5Url = await placeOrder(
      '/v3/pay/transactions/h5',
      {
        ...orderFields(order, config.appId),
        scene_info: { payer_client_ip: order.clientIp, h5_info: { type: 'Wap' } },
      },
      'h5_url',
    );
    return {
      payUrl: `${h5Url}${h5Url.includes('?') ? '&' : '?'}redirect_url=${encodeURIComponent(order.returnUrl)}`,
    };
  }

  /**
   * JSAPI 支付 inside WeChat: the order names the payer's openid in the 公众号, and the page's bridge is given the
   * prepay id with the merchant's signature of `appId\ntimeStamp\nnonceStr\npackage\n` (JSAPI调起支付).
   */
  async function jsapiOrder(order: GatewayOrder, appId: string, openid: string): Promise<StartedPayment> {
    const prepayId = await placeOrder(
      '/v3/pay/transactions/jsapi',
      { ...orderFields(order, appId), payer: { openid } },
      'prepay_id',
    );
    const timeStamp = String(Math.floor(now() / 1000));
    const nonceStr = randomBytes(16).toString('hex');
    const pack = `prepay_id=${prepayId}`;
    const paySign = createSign('RSA-SHA256')
      .update(`${appId}\n${timeStamp}\n${nonceStr}\n${pack}\n`)
      .sign(config.mchPrivateKey, 'base64');
    return { jsapi: { appId, timeStamp, nonceStr, package: pack, signType: 'RSA', paySign } };
  }

  return {
    name: 'wechat',
    start(order: GatewayOrder): Promise<StartedPayment> {
      return order.payerOpenid && config.jsapi
        ? jsapiOrder(order, config.jsapi.appId, order.payerOpenid)
        : h5Order(order);
    },

    readNotification({ headers, body }: RawNotification) {
      if (!signatureHolds((name) => headerOf(headers, name), body)) return null;
      try {
        const event = JSON.parse(body) as { event_type?: string; resource?: EncryptedResource };
        if (!event.resource || event.resource.algorithm !== 'AEAD_AES_256_GCM') return null;
        const transaction = JSON.parse(decrypt(event.resource)) as Transaction;
        return mine(transaction) ? factsOf(transaction) : null;
      } catch {
        return null;
      }
    },

    answers: {
      accepted: { status: 204, contentType: 'application/json', body: '' },
      refused: {
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'FAIL', message: '失败' }),
      },
    },

    async query(orderNo: string) {
      const path = `/v3/pay/transactions/out-trade-no/${encodeURIComponent(orderNo)}?mchid=${encodeURIComponent(config.mchId)}`;
      const answer = await signedCall('GET', path);
      if (answer.status === 404) return { orderNo, state: 'unpaid', amountFen: null, currency: null, tradeNo: null };
      if (answer.status !== 200) throw new ProviderError(`WeChat Pay query failed: ${answer.status}`);
      const transaction = JSON.parse(answer.text) as Transaction;
      if (!mine(transaction) || transaction.out_trade_no !== orderNo)
        throw new ProviderError('WeChat Pay answered about another order');
      return factsOf(transaction);
    },

    async close(orderNo: string) {
      const answer = await call('POST', `/v3/pay/transactions/out-trade-no/${encodeURIComponent(orderNo)}/close`, {
        mchid: config.mchId,
      });
      if (answer.status !== 204 && answer.status !== 200)
        throw new ProviderError(`WeChat Pay close failed: ${answer.status}`);
    },

    /** 申请退款 (`/v3/refund/domestic/refunds`): asked again with the same refund number, it answers that refund. */
    async refund({ orderNo, refundNo, amountFen, reason }: GatewayRefund) {
      const answer = await signedCall('POST', '/v3/refund/domestic/refunds', {
        out_trade_no: orderNo,
        out_refund_no: refundNo,
        reason,
        amount: { refund: amountFen, total: amountFen, currency: 'CNY' },
      });
      const refund = answer.status === 200 ? (JSON.parse(answer.text) as { status?: string }) : {};
      if (refund.status === 'SUCCESS') return 'refunded';
      if (refund.status === 'PROCESSING') return 'processing';
      throw new ProviderError(`WeChat Pay refund of ${orderNo}: ${answer.status} ${answer.text.slice(0, 200)}`);
    },
  };
}
