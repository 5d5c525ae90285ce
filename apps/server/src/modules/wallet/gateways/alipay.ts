import { createSign, createVerify } from 'node:crypto';
import type { AlipayConfig } from '../../../config';
import type { GatewayOrder, GatewayRefund, PaymentFacts, PaymentGateway, RawNotification } from '../payment-provider';
import { beijingTime, callProvider, fenOfYuanText, ProviderError } from './gateway-http';

type Params = Record<string, string>;

/** The content Alipay signs: every non-empty parameter but `sign` (and `sign_type` in notifications), sorted, `k=v&…`. */
export function alipaySigningContent(params: Params, without: readonly string[] = ['sign']): string {
  return Object.keys(params)
    .filter((key) => !without.includes(key) && params[key] !== '')
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');
}

const stateOf: Record<string, PaymentFacts['state']> = {
  TRADE_SUCCESS: 'paid',
  TRADE_FINISHED: 'paid',
  TRADE_CLOSED: 'closed',
  WAIT_BUYER_PAY: 'unpaid',
};

/**
 * The raw text of a top-level member's object in an Alipay answer: the answer's signature covers exactly
 * those characters, so they are cut out rather than re-serialised.
 */
function rawMember(json: string, name: string): string | null {
  const start = json.indexOf(`"${name}"`);
  const open = start < 0 ? -1 : json.indexOf('{', start);
  if (open < 0) return null;
  let depth = 0;
  let inString = false;
  for (let i = open; i < json.length; i += 1) {
    const c = json[i];
    if (inString) {
      if (c === '\\') i += 1;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{') depth += 1;
    else if (c === '}' && --depth === 0) return json.slice(open, i + 1);
  }
  return null;
}

type TradeAnswer = {
  code?: string;
  sub_code?: string;
  trade_status?: string;
  total_amount?: string;
  trade_no?: string;
  out_trade_no?: string;
};

/** 支付宝 手机网站支付 (`alipay.trade.wap.pay`), RSA2 signatures both ways, `alipay.trade.query` and `.close`. */
export function createAlipayGateway(config: AlipayConfig, now: () => number = () => Date.now()): PaymentGateway {
  const sign = (params: Params) =>
    createSign('RSA-SHA256').update(alipaySigningContent(params), 'utf8').sign(config.appPrivateKey, 'base64');
  const verify = (content: string, signature: string) =>
    signature !== '' &&
    createVerify('RSA-SHA256').update(content, 'utf8').verify(config.alipayPublicKey, signature, 'base64');

  function signedParams(method: string, bizContent: object, extra: Params = {}): Params {
    const params: Params = {
      app_id: config.appId,
      method,
      format: 'JSON',
      charset: 'utf-8',
      sign_type: 'RSA2',
      timestamp: beijingTime(Math.floor(now() / 1000), 'plain'),
      version: '1.0',
      ...extra,
      biz_content: JSON.stringify(bizContent),
    };
    return { ...params, sign: sign(params) };
  }

  /** Calls an OpenAPI method and returns its verified answer object. */
  async function call(method: string, bizContent: object): Promise<TradeAnswer> {
    const answer = await callProvider(config.gateway, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
      body: new URLSearchParams(signedParams(method, bizContent)).toString(),
    });
    const member = `${method.replace(/\./g, '_')}_response`;
    const raw = rawMember(answer.text, member);
    const signature = (JSON.parse(answer.text) as { sign?: string }).sign ?? '';
    if (raw === null) throw new ProviderError(`Alipay ${method} answered without ${member}: ${answer.status}`);
    const parsed = JSON.parse(raw) as TradeAnswer;
    // Alipay signs its errors too, except when the request's own signature failed (code 40002 without a sign).
    if (!verify(raw, signature)) throw new ProviderError(`Alipay's answer to ${method} is not signed by its key`);
    return parsed;
  }

  const notFound = (answer: TradeAnswer) => answer.code === '40004' && answer.sub_code === 'ACQ.TRADE_NOT_EXIST';

  return {
    name: 'alipay',
    start(order: GatewayOrder) {
      const params = signedParams(
        'alipay.trade.wap.pay',
        {
          out_trade_no: order.orderNo,
          total_amount: (order.amountFen / 100).toFixed(2),
          subject: order.description,
          product_code: 'QUICK_WAP_WAY',
          time_expire: beijingTime(order.expiresAt, 'plain'),
          quit_url: order.returnUrl,
        },
        { return_url: order.returnUrl, notify_url: order.notifyUrl },
      );
      return Promise.resolve({ payUrl: `${config.gateway}?${new URLSearchParams(params).toString()}` });
    },

    readNotification({ body }: RawNotification) {
      const params = Object.fromEntries(new URLSearchParams(body));
      if (!verify(alipaySigningContent(params, ['sign', 'sign_type']), params.sign ?? '')) return null;
      if (params.app_id !== config.appId) return null;
      return {
        orderNo: params.out_trade_no ?? '',
        state: stateOf[params.trade_status ?? ''] ?? 'unpaid',
        amountFen: fenOfYuanText(params.total_amount),
        currency: 'CNY',
        tradeNo: params.trade_no ?? null,
      };
    },

    answers: {
      accepted: { status: 200, contentType: 'text/plain', body: 'success' },
      refused: { status: 200, contentType: 'text/plain', body: 'fail' },
    },

    async query(orderNo: string) {
      const answer = await call('alipay.trade.query', { out_trade_no: orderNo });
      if (notFound(answer)) return { orderNo, state: 'unpaid', amountFen: null, currency: null, tradeNo: null };
      if (answer.code !== '10000' || answer.out_trade_no !== orderNo) {
        throw new ProviderError(`Alipay query failed: ${answer.code ?? '?'} ${answer.sub_code ?? ''}`);
      }
      return {
        orderNo,
        state: stateOf[answer.trade_status ?? ''] ?? 'unpaid',
        amountFen: fenOfYuanText(answer.total_amount),
        currency: 'CNY',
        tradeNo: answer.trade_no ?? null,
      };
    },

    async close(orderNo: string) {
      const answer = await call('alipay.trade.close', { out_trade_no: orderNo });
      if (answer.code !== '10000' && !notFound(answer)) {
        throw new ProviderError(`Alipay close failed: ${answer.code ?? '?'} ${answer.sub_code ?? ''}`);
      }
    },

    /** `alipay.trade.refund`: the same `out_request_no` again answers success without moving money twice. */
    async refund({ orderNo, refundNo, amountFen, reason }: GatewayRefund) {
      const answer = await call('alipay.trade.refund', {
        out_trade_no: orderNo,
        refund_amount: (amountFen / 100).toFixed(2),
        out_request_no: refundNo,
        refund_reason: reason,
      });
      if (answer.code !== '10000' || answer.out_trade_no !== orderNo) {
        throw new ProviderError(`Alipay refund failed: ${answer.code ?? '?'} ${answer.sub_code ?? ''}`);
      }
      return 'refunded' as const;
    },
  };
}
