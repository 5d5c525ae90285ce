import { describe, expect, it } from 'vitest';
import { isUnknownStreamPosition, unknownStreamPosition } from './stream-position';

describe('stream position', () => {
  it('is unknown only with the empty epoch', () => {
    expect(isUnknownStreamPosition(unknownStreamPosition)).toBe(true);
    expect(isUnknownStreamPosition({ epoch: 'unknown', seq: 12 })).toBe(true);
    expect(isUnknownStreamPosition({ epoch: 'a1b2c3', seq: 0 })).toBe(false);
  });
});
