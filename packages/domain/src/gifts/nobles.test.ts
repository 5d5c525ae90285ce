import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  activeNoble,
  discountedGiftPrice,
  NOBLE_PERIOD_SECONDS,
  nobleDaysLeft,
  nobleTierIds,
  nobleTiers,
  purchaseNoble,
} from './nobles';

const now = 1_800_000_000;
const day = 86_400;

/** A purchase's outcome that ends `days` from now. */
const bought = (kind: string, tierId: string, days: number, price: number) => ({
  kind,
  tierId,
  expiresAt: now + days * day,
  price,
});

describe('noble tiers', () => {
  it('runs 骑士 to 皇帝 with rising prices and discounts', () => {
    expect(nobleTiers.map((t) => t.name)).toEqual(['骑士', '子爵', '伯爵', '侯爵', '公爵', '国王', '皇帝']);
    expect(nobleTiers.map((t) => t.monthlyPrice)).toEqual([300, 1000, 3000, 8000, 20000, 50000, 150000]);
    expect(nobleTiers.map((t) => t.giftDiscountPercent)).toEqual([0, 2, 4, 6, 8, 10, 15]);
    expect(nobleTiers.filter((t) => t.entranceMessage).map((t) => t.name)).toEqual([
      '伯爵',
      '侯爵',
      '公爵',
      '国王',
      '皇帝',
    ]);
    expect(nobleTiers.map((t) => t.id)).toEqual([...nobleTierIds]);
  });
});

describe('purchaseNoble', () => {
  it('starts again from now once the tier has lapsed', () => {
    const lapsed = { tierId: 'king' as const, expiresAt: now - 1 };
    expect(purchaseNoble(lapsed, 'knight', now)).toMatchObject({ kind: 'new', expiresAt: now + NOBLE_PERIOD_SECONDS });
  });

  it('starts a first purchase now for 30 days at the monthly price', () => {
    expect(purchaseNoble(null, 'earl', now)).toEqual(bought('new', 'earl', 30, 3000));
  });

  it('renews the same tier from its expiry, not from now', () => {
    const held = { tierId: 'duke' as const, expiresAt: now + 10 * day };
    expect(purchaseNoble(held, 'duke', now)).toEqual(bought('renew', 'duke', 40, 20000));
  });

  it('upgrades at once and keeps the days left', () => {
    const held = { tierId: 'knight' as const, expiresAt: now + 5 * day };
    expect(purchaseNoble(held, 'emperor', now)).toEqual(bought('upgrade', 'emperor', 35, 150000));
  });

  it('refuses a lower tier while a higher one is in force', () => {
    expect(purchaseNoble({ tierId: 'marquis', expiresAt: now + day }, 'viscount', now)).toEqual({ kind: 'downgrade' });
  });

  it('always ends at least one period after now', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...nobleTierIds),
        fc.constantFrom(...nobleTierIds),
        fc.integer({ min: -100 * day, max: 100 * day }),
        (heldTier, tier, offset) => {
          const result = purchaseNoble({ tierId: heldTier, expiresAt: now + offset }, tier, now);
          if (result.kind !== 'downgrade') expect(result.expiresAt).toBeGreaterThanOrEqual(now + NOBLE_PERIOD_SECONDS);
        },
      ),
    );
  });
});

describe('activeNoble and nobleDaysLeft', () => {
  it('holds until the expiry moment and counts whole days up', () => {
    const holding = { tierId: 'earl' as const, expiresAt: now + day + 1 };
    expect(activeNoble(holding, now)).toBe(holding);
    expect(nobleDaysLeft(holding, now)).toBe(2);
    expect(activeNoble(holding, now + day + 1)).toBeNull();
    expect(nobleDaysLeft(holding, now + day + 1)).toBe(0);
    expect(nobleDaysLeft(null, now)).toBe(0);
  });
});

describe('discountedGiftPrice', () => {
  it('takes the tier’s percent off, rounded down, never below 1', () => {
    expect(discountedGiftPrice(1314, null)).toBe(1314);
    expect(discountedGiftPrice(1314, 'knight')).toBe(1314);
    expect(discountedGiftPrice(1314, 'emperor')).toBe(1116);
    expect(discountedGiftPrice(188, 'earl')).toBe(180);
    expect(discountedGiftPrice(1, 'emperor')).toBe(1);
    expect(discountedGiftPrice(10, 'viscount')).toBe(9);
  });
});
