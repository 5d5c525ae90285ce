/**
 * 礼物: the catalogue fans send in a room. Prices are whole 球币; the animation size grows with the price, so a
 * bigger gift takes more of the screen and stays longer.
 */
export const giftSizes = ['small', 'medium', 'large', 'full'] as const;
export type GiftSize = (typeof giftSizes)[number];

export type Gift = { id: string; name: string; price: number; size: GiftSize };

export const gifts: readonly Gift[] = [
  { id: 'like', name: '点赞', price: 1, size: 'small' },
  { id: 'whistle', name: '哨子', price: 10, size: 'small' },
  { id: 'jersey', name: '球衣', price: 66, size: 'medium' },
  { id: 'ball', name: '金球', price: 188, size: 'medium' },
  { id: 'trophy', name: '奖杯', price: 520, size: 'large' },
  { id: 'rocket', name: '火箭', price: 1314, size: 'full' },
];

export const giftIds = gifts.map((g) => g.id) as [string, ...string[]];

export const giftById = (id: string): Gift | undefined => gifts.find((g) => g.id === id);

/** The gift panel's count picker: how many of one gift a tap sends (1 一心一意 … 1314 一生一世). */
export const giftCountChoices = [1, 10, 66, 188, 520, 1314] as const;

/** How many of one gift a single send may carry. */
export const MAX_GIFT_COUNT = Math.max(...giftCountChoices);

/** How long the banner of a gift of this size stays over the video, in milliseconds. */
export const giftBannerMs: Record<GiftSize, number> = { small: 2500, medium: 3500, large: 5000, full: 7000 };

/** The client's id of a send becomes the ledger key, so a resend is not a second gift. */
export const giftKey = (clientId: string): string => `gift:${clientId}`;

/** Client ids: letters, digits, `_` and `-`, 8–64 long (a UUID fits). */
export const GIFT_CLIENT_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
