import { describe, expect, it } from 'vitest';
import { authorShareOf } from './tip-rules';

describe('authorShareOf', () => {
  it('gives the author 70 % of the price in whole coins, rounded down', () => {
    expect(authorShareOf(20)).toBe(14);
    expect(authorShareOf(25)).toBe(17);
    expect(authorShareOf(1)).toBe(0);
  });
});
