import { GIFT_CLIENT_ID_PATTERN, giftIds, giftSizes, MAX_GIFT_COUNT, nobleTierIds } from '@kanqiu/domain';
import { z } from 'zod';
import { walletBalances } from './wallet';

const countMessage = `数量需为 1–${MAX_GIFT_COUNT}`;

export const giftSize = z.enum(giftSizes);
export const nobleTierId = z.enum(nobleTierIds);

/** One gift of the catalogue; `price` is the fan's price now (after a noble discount), `listPrice` the catalogue's. */
export const giftItem = z.object({
  id: z.string(),
  name: z.string(),
  listPrice: z.number().int(),
  price: z.number().int(),
  size: giftSize,
});

/** The gift panel: the catalogue, and for a signed-in fan the balances and the tier that discounts it. */
export const giftCatalogue = z.object({
  list: z.array(giftItem),
  balances: walletBalances.nullable(),
  nobleTierId: nobleTierId.nullable(),
});

/** `clientId` is chosen once per tap: a resend of the same send is answered with the first result. */
export const giftSendBody = z.object({
  roomId: z.coerce.number().int().min(1).max(2_147_483_647),
  giftId: z.enum(giftIds),
  count: z.coerce.number().int().min(1, countMessage).max(MAX_GIFT_COUNT, countMessage).default(1),
  clientId: z.string().regex(GIFT_CLIENT_ID_PATTERN, 'clientId 为 8–64 位字母、数字、下划线或减号'),
});

/** A gift as the room sees it (the `gift` event of `room:<id>` carries the same). */
export const giftEvent = z.object({
  kind: z.literal('gift'),
  id: z.number().int(),
  roomId: z.number().int(),
  sender: z.object({ id: z.number().int(), nickName: z.string(), nobleTierId: nobleTierId.nullable() }),
  giftId: z.string(),
  giftName: z.string(),
  size: giftSize,
  count: z.number().int(),
  coins: z.number().int(),
  sentAt: z.number().int(),
});
export type GiftEvent = z.infer<typeof giftEvent>;

/** `replayed`: this `clientId` was sent before and nothing new was debited. */
export const giftSendResult = z.object({ gift: giftEvent, balance: z.number().int().min(0), replayed: z.boolean() });

/**
 * 贡献榜 as 最近支持: the fans who sent this room a gift, the latest first, with no amounts — platforms are not to
 * rank fans by money given (docs/decisions/0064-minor-mode-and-money-rules.md).
 */
export const giftRankRow = z.object({
  rank: z.number().int(),
  userId: z.number().int(),
  nickName: z.string(),
  portrait: z.string().nullable(),
  nobleTierId: nobleTierId.nullable(),
  lastSentAt: z.number().int(),
});
export const giftRanking = z.object({ list: z.array(giftRankRow) });

export const nobleTier = z.object({
  id: nobleTierId,
  name: z.string(),
  rank: z.number().int(),
  monthlyPrice: z.number().int(),
  giftDiscountPercent: z.number().int(),
  color: z.string(),
  entranceMessage: z.boolean(),
});

/** What a fan holds: null when never bought or expired. */
export const nobleHolding = z.object({ tierId: nobleTierId, expiresAt: z.number().int(), daysLeft: z.number().int() });

export const nobleOverview = z.object({
  tiers: z.array(nobleTier),
  periodDays: z.number().int(),
  mine: nobleHolding.nullable(),
  coinBalance: z.number().int().nullable(),
});

export const nobleBuyBody = z.object({
  tierId: nobleTierId,
  requestId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'requestId 为 8–64 位字母、数字、下划线或减号'),
});

export const nobleBuyResult = z.object({
  kind: z.enum(['new', 'renew', 'upgrade']),
  mine: nobleHolding,
  balance: z.number().int().min(0),
  replayed: z.boolean(),
});
