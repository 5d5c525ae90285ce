/**
 * 贵族: seven tiers bought for a month (30 days) at a time with 球币. Each tier shows a badge and a name colour in
 * chat, 伯爵 and above are announced on entering a room, and every tier lowers the price of gifts.
 */
export const nobleTierIds = ['knight', 'viscount', 'earl', 'marquis', 'duke', 'king', 'emperor'] as const;
export type NobleTierId = (typeof nobleTierIds)[number];

export type NobleTier = {
  id: NobleTierId;
  name: string;
  /** 1 (骑士) … 7 (皇帝). */
  rank: number;
  /** 球币 for one period. */
  monthlyPrice: number;
  /** Percent off every gift while the tier is held. */
  giftDiscountPercent: number;
  /** The name colour in chat (#rrggbb). */
  color: string;
  /** Whether the room announces the holder on entering. */
  entranceMessage: boolean;
};

export const nobleTiers: readonly NobleTier[] = [
  {
    id: 'knight',
    name: '骑士',
    rank: 1,
    monthlyPrice: 300,
    giftDiscountPercent: 0,
    color: '#4a90d9',
    entranceMessage: false,
  },
  {
    id: 'viscount',
    name: '子爵',
    rank: 2,
    monthlyPrice: 1000,
    giftDiscountPercent: 2,
    color: '#2fa56b',
    entranceMessage: false,
  },
  {
    id: 'earl',
    name: '伯爵',
    rank: 3,
    monthlyPrice: 3000,
    giftDiscountPercent: 4,
    color: '#8a5cd6',
    entranceMessage: true,
  },
  {
    id: 'marquis',
    name: '侯爵',
    rank: 4,
    monthlyPrice: 8000,
    giftDiscountPercent: 6,
    color: '#d6679f',
    entranceMessage: true,
  },
  {
    id: 'duke',
    name: '公爵',
    rank: 5,
    monthlyPrice: 20000,
    giftDiscountPercent: 8,
    color: '#e07b22',
    entranceMessage: true,
  },
  {
    id: 'king',
    name: '国王',
    rank: 6,
    monthlyPrice: 50000,
    giftDiscountPercent: 10,
    color: '#d93a3a',
    entranceMessage: true,
  },
  {
    id: 'emperor',
    name: '皇帝',
    rank: 7,
    monthlyPrice: 150000,
    giftDiscountPercent: 15,
    color: '#c9a227',
    entranceMessage: true,
  },
];

export const nobleTierById = (id: string): NobleTier | undefined => nobleTiers.find((t) => t.id === id);

/** One period of a tier: 30 days, in seconds. */
export const NOBLE_PERIOD_DAYS = 30;
export const NOBLE_PERIOD_SECONDS = NOBLE_PERIOD_DAYS * 86_400;

/** What a fan holds: a tier until a moment (Unix seconds). */
export type NobleHolding = { tierId: NobleTierId; expiresAt: number };

/** The holding still in force at `now`, or null (an expired tier confers nothing). */
export function activeNoble(holding: NobleHolding | null, now: number): NobleHolding | null {
  return holding && holding.expiresAt > now ? holding : null;
}

export type NoblePurchase =
  { kind: 'new' | 'renew' | 'upgrade'; tierId: NobleTierId; expiresAt: number; price: number } | { kind: 'downgrade' };

/**
 * Buying `tierId` at `now`: a new or lapsed holder starts a period now; the same tier renews from its expiry; a
 * higher tier takes over at once and keeps the days left (the new period is added to them); a lower tier while a
 * higher one is in force is refused.
 */
export function purchaseNoble(current: NobleHolding | null, tierId: NobleTierId, now: number): NoblePurchase {
  const tier = nobleTierById(tierId);
  if (!tier) throw new Error(`Unknown noble tier ${tierId}`);
  const held = activeNoble(current, now);
  const price = tier.monthlyPrice;
  if (!held) return { kind: 'new', tierId, expiresAt: now + NOBLE_PERIOD_SECONDS, price };
  const heldRank = nobleTierById(held.tierId)?.rank ?? 0;
  if (tier.rank < heldRank) return { kind: 'downgrade' };
  const kind = tier.rank === heldRank ? 'renew' : 'upgrade';
  return { kind, tierId, expiresAt: held.expiresAt + NOBLE_PERIOD_SECONDS, price };
}

/** A gift's price for a holder of `tierId` (none: full price): the discount rounded in the fan's favour, at least 1. */
export function discountedGiftPrice(price: number, tierId: NobleTierId | null): number {
  const percent = tierId ? (nobleTierById(tierId)?.giftDiscountPercent ?? 0) : 0;
  return Math.max(1, Math.floor((price * (100 - percent)) / 100));
}

/** Whole days left (rounded up) of a holding at `now`; 0 once expired. */
export function nobleDaysLeft(holding: NobleHolding | null, now: number): number {
  const held = activeNoble(holding, now);
  return held ? Math.ceil((held.expiresAt - now) / 86_400) : 0;
}

export const isNobleTierId = (id: unknown): id is NobleTierId => nobleTierIds.some((tierId) => tierId === id);
