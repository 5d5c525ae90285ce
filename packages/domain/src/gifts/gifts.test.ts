import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_PATTERN } from '../wallet';
import {
  GIFT_CLIENT_ID_PATTERN,
  giftBannerMs,
  giftById,
  giftCountChoices,
  giftKey,
  gifts,
  MAX_GIFT_COUNT,
} from './gifts';

describe('gift catalogue', () => {
  it('lists six gifts from 1 to 1314 球币, bigger animations for dearer gifts', () => {
    expect(gifts.map((g) => [g.name, g.price, g.size])).toEqual([
      ['点赞', 1, 'small'],
      ['哨子', 10, 'small'],
      ['球衣', 66, 'medium'],
      ['金球', 188, 'medium'],
      ['奖杯', 520, 'large'],
      ['火箭', 1314, 'full'],
    ]);
    expect(giftBannerMs.full).toBeGreaterThan(giftBannerMs.small);
    expect(giftById('rocket')?.price).toBe(1314);
    expect(giftById('car')).toBeUndefined();
  });

  it('offers counts from 1 to 1314 and allows no more than the largest', () => {
    expect(giftCountChoices).toEqual([1, 10, 66, 188, 520, 1314]);
    expect(MAX_GIFT_COUNT).toBe(1314);
  });

  it('turns any valid client id into a valid ledger key', () => {
    const clientId = '0f8c2a1e-5b7d-4e3a-9c1f-2d6b8a4e7c90';
    expect(GIFT_CLIENT_ID_PATTERN.test(clientId)).toBe(true);
    expect(IDEMPOTENCY_KEY_PATTERN.test(giftKey(clientId))).toBe(true);
    expect(GIFT_CLIENT_ID_PATTERN.test('short')).toBe(false);
  });
});
