import { currencies, ledgerReasons, rechargePackageIds } from '@kanqiu/domain';
import { z } from 'zod';
import { pageOf, pageQuery } from './envelope';

export const currency = z.enum(currencies);
export const ledgerReason = z.enum(ledgerReasons);

/** A user's balances, keyed by currency: 球币 (`coin`) and 积分 (`point`). */
export const walletBalances = z.object({ coin: z.number().int().min(0), point: z.number().int().min(0) });

/** One ledger entry: `amount` is signed (+ credit, − debit); `sandbox` marks coins from the sandbox provider. */
export const walletEntry = z.object({
  id: z.number().int(),
  currency,
  amount: z.number().int(),
  balanceAfter: z.number().int().min(0),
  reason: ledgerReason,
  reference: z.string().nullable(),
  /** The other side of a transfer (the anchor a gift went to, the fan it came from). */
  counterpartyId: z.number().int().nullable(),
  sandbox: z.boolean(),
  createdAt: z.number().int(),
});
export type WalletEntry = z.infer<typeof walletEntry>;

export const walletEntriesQuery = pageQuery.extend({ currency: currency.optional() });
export const walletEntriesPage = pageOf(walletEntry);

export const rechargePackage = z.object({ id: z.string(), yuan: z.number().int(), coins: z.number().int() });

/** What the 充值 screen offers: `available` false means 充值暂未开放; `sandbox` true means no money moves. */
export const rechargeOptions = z.object({
  available: z.boolean(),
  sandbox: z.boolean(),
  packages: z.array(rechargePackage),
});

/** `requestId` is chosen by the client once per tap, so a retried request never buys twice. */
export const rechargeBody = z.object({
  packageId: z.enum(rechargePackageIds),
  requestId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'requestId 为 8–64 位字母、数字、下划线或减号'),
});

export const rechargeOrderStates = ['created', 'paid', 'closed', 'refunding', 'refunded'] as const;

/**
 * A 充值 paid on a provider's page (WeChat Pay, Alipay): `created` until the provider says the money arrived
 * (`paid`, coins credited) or the order timed out (`closed`). An operator's refund takes the coins back
 * (`refunding`) and then the money (`refunded`). `payUrl` is where the fan pays, while `created`.
 */
export const rechargeOrder = z.object({
  orderNo: z.string(),
  state: z.enum(rechargeOrderStates),
  provider: z.string(),
  yuan: z.number(),
  coins: z.number().int(),
  payUrl: z.string().nullable(),
  createdAt: z.number().int(),
  expiresAt: z.number().int(),
  paidAt: z.number().int().nullable(),
});
export type RechargeOrder = z.infer<typeof rechargeOrder>;
/** An operator's refund of a paid 充值 (its coins must still be in the fan's wallet). */
export const rechargeRefundBody = z.object({
  orderNo: z.string().regex(/^KQ\d{14}[0-9a-f]{10}$/, '订单号不正确'),
  reason: z.string().trim().min(1, '请填写退款原因').max(80),
});

export const rechargeOrderParams = z.object({ orderNo: z.string().regex(/^KQ\d{14}[0-9a-f]{10}$/, '订单号不正确') });

/**
 * WeChat Pay's JSAPI 调起支付 parameters, as `WeixinJSBridge.invoke('getBrandWCPayRequest', …)` takes them: `paySign`
 * is the merchant's SHA256-with-RSA signature of `appId\ntimeStamp\nnonceStr\npackage\n`, Base64.
 */
export const wechatJsapiPayment = z.object({
  appId: z.string(),
  timeStamp: z.string().regex(/^\d{10}$/),
  nonceStr: z.string().max(32),
  package: z.string().startsWith('prepay_id='),
  signType: z.literal('RSA'),
  paySign: z.string(),
});
export type WechatJsapiPayment = z.infer<typeof wechatJsapiPayment>;

/**
 * `replayed`: this `requestId` was already used and nothing new happened. The sandbox credits at once (`entry`);
 * a real provider answers with the `order` to pay (`entry` null until its notification credits the coins). Inside
 * WeChat's browser, WeChat Pay's order is paid in place: `jsapi` holds the bridge's parameters (`payUrl` null).
 */
export const rechargeResult = z.object({
  entry: walletEntry.nullable(),
  sandbox: z.boolean(),
  replayed: z.boolean(),
  order: rechargeOrder.nullable(),
  jsapi: wechatJsapiPayment.nullable(),
});

/** Where the fan comes back to after WeChat's 网页授权: a path on the web (never another site). */
export const wechatAuthorizeQuery = z.object({
  returnTo: z
    .string()
    .max(512)
    .regex(/^\/(?![/\\])[^\s]*$/, 'returnTo 须为本站路径'),
});

/** WeChat's 网页授权 (`snsapi_base`) address the fan's browser opens; it comes back with a code and this `state`. */
export const wechatAuthorizeUrl = z.object({ url: z.string() });

/** The code WeChat gave the fan's browser and the signed `state` it carried back (a-z, A-Z, 0-9, ≤ 128). */
export const wechatOpenidBody = z.object({
  code: z.string().min(1).max(128),
  state: z.string().regex(/^[A-Za-z0-9]{1,128}$/, '授权参数不正确'),
});
export const wechatOpenidResult = z.object({ bound: z.literal(true) });

/** `alreadySignedIn`: today's points were already given; `points` and `balance` are those of that sign-in. */
export const signInResult = z.object({
  day: z.string(),
  points: z.number().int(),
  balance: z.number().int().min(0),
  alreadySignedIn: z.boolean(),
});
