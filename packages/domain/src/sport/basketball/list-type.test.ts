import { describe, expect, it } from 'vitest';
import { normaliseBasketballListType } from './list-type';

describe('normaliseBasketballListType', () => {
  it('treats types 8 and 9 as type 0', () => {
    expect(normaliseBasketballListType(8)).toBe(0);
    expect(normaliseBasketballListType(9)).toBe(0);
  });

  it.each([0, 1, 2, 3, 7, 10])('keeps type %i', (type) => {
    expect(normaliseBasketballListType(type)).toBe(type);
  });
});
