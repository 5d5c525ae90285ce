import { describe, expect, it } from 'vitest';
import { BasketballOddsType, parseBasketballOddsType } from './odds-type';

describe('BasketballOddsType', () => {
  it('numbers the three switches as the spec does', () => {
    expect(BasketballOddsType).toEqual({ asianHandicap: 1, european: 2, overUnder: 3 });
  });
});

describe('parseBasketballOddsType', () => {
  it.each([
    [1, 1],
    [2, 2],
    [3, 3],
    ['1', 1],
    ['2', 2],
    ['3', 3],
  ] as const)('accepts %j', (value, code) => {
    expect(parseBasketballOddsType(value)).toBe(code);
  });

  it.each([
    0,
    4,
    -1,
    1.5,
    Number.NaN,
    '0',
    '4',
    '',
    ' 1',
    '1.0',
    '01',
    'a',
    null,
    undefined,
    true,
    {},
    [1],
  ])('rejects %j', (value) => {
    expect(parseBasketballOddsType(value)).toBeNull();
  });
});
