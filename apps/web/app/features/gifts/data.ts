import type {
  giftCatalogue,
  GiftEvent,
  giftRanking,
  nobleOverview,
  rechargeOptions,
  RechargeOrder,
  WechatJsapiPayment,
} from '@kanqiu/contract';
import type { z } from 'zod';

export type { GiftEvent, RechargeOrder };
export type GiftCatalogue = z.infer<typeof giftCatalogue>;
export type GiftRanking = z.infer<typeof giftRanking>;
export type RechargeOptions = z.infer<typeof rechargeOptions>;
export type NobleOverview = z.infer<typeof nobleOverview>;

/** What the room page loads for its gift panel and 贡献榜 (null parts: the API did not answer). */
export type RoomGiftsData = {
  catalogue: GiftCatalogue | null;
  ranking: GiftRanking | null;
  recharge: RechargeOptions | null;
};

/** What the room's and the noble page's actions answer. */
export type WalletActionResult =
  | { ok: true; intent: 'gift'; gift: GiftEvent; balance: number; msg: string }
  | { ok: true; intent: 'recharge' | 'noble'; msg: string; payUrl?: string }
  | { ok: true; intent: 'recharge'; msg: string; jsapi: WechatJsapiPayment; orderNo: string }
  | { ok: false; msg: string; code?: number };

/** A fresh id for one tap (8–64 of A-Za-z0-9_-), so a resent request is not a second purchase. */
export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Where the 充值 result page's 完成 leads: the page the fan started paying from (kept across the provider's pages). */
export const RECHARGE_FROM_KEY = 'kq-recharge-from';
