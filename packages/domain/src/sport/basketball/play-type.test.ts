import { describe, expect, it } from 'vitest';
import { BasketballPlayType, BasketballStatisticType, isBasketballPlayType } from './play-type';

describe('BasketballPlayType', () => {
  it('numbers the plays 1 to 17 without gaps', () => {
    expect(Object.values(BasketballPlayType).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 17 }, (_, i) => i + 1),
    );
  });

  it.each([1, 5, 17])('accepts %i', (code) => {
    expect(isBasketballPlayType(code)).toBe(true);
  });

  it.each([0, 18, 1.5, '1', null])('rejects %j', (code) => {
    expect(isBasketballPlayType(code)).toBe(false);
  });
});

describe('BasketballStatisticType', () => {
  it('keeps clear of the football statistic codes (below 100)', () => {
    expect(Math.min(...Object.values(BasketballStatisticType))).toBe(101);
    expect(new Set(Object.values(BasketballStatisticType)).size).toBe(13);
  });
});
