import type { WechatJsapiPayment } from '@kanqiu/contract';
import type { Config } from '../../config';

/** One 充值 order; `orderId` is the ledger's idempotency key, so a provider must charge an order id once. */
export type PaymentOrder = { orderId: string; userId: number; yuan: number; coins: number };

/** A provider that pays at once, in the request: the sandbox. */
export type PaymentProvider = {
  name: string;
  /** True when no money moves: every entry it pays for is marked 沙盒. */
  sandbox: boolean;
  /** Resolves once the order is paid, with the provider's reference for it. */
  charge(order: PaymentOrder): Promise<{ reference: string }>;
};

/** What a provider says about one of our orders (its out_trade_no), from a notification or a query. */
export type PaymentFacts = {
  orderNo: string;
  state: 'paid' | 'unpaid' | 'closed' | 'refunded';
  /** 分 and ISO currency, as the provider reports them, to be checked against the order. */
  amountFen: number | null;
  currency: string | null;
  tradeNo: string | null;
};

export type GatewayOrder = {
  orderNo: string;
  amountFen: number;
  description: string;
  /** Epoch seconds after which the provider must refuse to take the money. */
  expiresAt: number;
  clientIp: string;
  /** Where the fan's browser comes back to; it shows the order's state, never trusts the return itself. */
  returnUrl: string;
  notifyUrl: string;
  /** The fan's openid in the 公众号: WeChat Pay takes the order by JSAPI, paid inside WeChat's browser. */
  payerOpenid?: string | undefined;
};

/** How the fan pays a started order: the provider's page, or WeChat's bridge inside its browser (JSAPI). */
export type StartedPayment = { payUrl: string } | { jsapi: WechatJsapiPayment };

export type RawNotification = { headers: Record<string, string | string[] | undefined>; body: string };

/** How a provider wants its notification answered. */
export type NotificationAnswer = { status: 200 | 204 | 400; contentType: string; body: string };

/** A provider the fan pays on its own page; the money's arrival comes by signed notification or by query. */
export type PaymentGateway = {
  name: 'wechat' | 'alipay';
  /** How the fan's browser pays the order. Throws when the provider cannot be reached or refuses. */
  start(order: GatewayOrder): Promise<StartedPayment>;
  /** The facts of a notification whose signature holds; null when it is forged or corrupt. */
  readNotification(notification: RawNotification): PaymentFacts | null;
  answers: { accepted: NotificationAnswer; refused: NotificationAnswer };
  /** The order as the provider knows it; throws when it cannot tell (outage, bad signature). */
  query(orderNo: string): Promise<PaymentFacts>;
  /** Closes an unpaid order at the provider, so it cannot be paid any more. */
  close(orderNo: string): Promise<void>;
  /**
   * Refunds a paid order in full, once per `refundNo` however often it is asked (the provider's own rule): `refunded`
   * when the money went back, `processing` while the provider still moves it. Throws when it cannot tell.
   */
  refund(refund: GatewayRefund): Promise<'refunded' | 'processing'>;
};

export type GatewayRefund = { orderNo: string; refundNo: string; amountFen: number; reason: string };

/** Pays every order at once without moving money; config.ts never enables it in production. */
export const sandboxPaymentProvider: PaymentProvider = {
  name: 'sandbox',
  sandbox: true,
  charge: (order) => Promise.resolve({ reference: `sandbox:${order.orderId}` }),
};

/** The configured instant provider, or null when 充值 is closed or goes through a gateway. */
export function paymentProviderFor(payment: Config['payment']): PaymentProvider | null {
  return payment.provider === 'sandbox' ? sandboxPaymentProvider : null;
}
