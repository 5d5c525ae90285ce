import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseFilterIds, serialiseFilterIds } from './filter-ids';

describe('parseFilterIds', () => {
  it.each([undefined, '', '!', '7'])('applies no filter to %j', (raw) => {
    expect(parseFilterIds(raw)).toBeNull();
  });

  it('splits ids on "!"', () => {
    expect(parseFilterIds('12!34!5')).toEqual([12, 34, 5]);
  });

  it('accepts the trailing separator the serialiser writes', () => {
    expect(parseFilterIds('7!')).toEqual([7]);
    expect(parseFilterIds('12!34!')).toEqual([12, 34]);
  });

  it('reads a two-character single id', () => {
    expect(parseFilterIds('42')).toEqual([42]);
  });

  it('skips empty and malformed pieces', () => {
    expect(parseFilterIds('!!12!!x!-3!4.5! 6!34')).toEqual([12, 34]);
  });

  it('applies no filter when no piece is an id', () => {
    expect(parseFilterIds('!!')).toBeNull();
    expect(parseFilterIds('a!b')).toBeNull();
  });

  it('drops duplicates, keeping the first place', () => {
    expect(parseFilterIds('3!1!3!2!1')).toEqual([3, 1, 2]);
  });

  it('skips ids beyond the safe integer range', () => {
    expect(parseFilterIds('1!99999999999999999999')).toEqual([1]);
  });
});

describe('serialiseFilterIds', () => {
  it('ends every id with "!"', () => {
    expect(serialiseFilterIds([12, 34])).toBe('12!34!');
    expect(serialiseFilterIds([7])).toBe('7!');
  });

  it('writes no filter as an empty string', () => {
    expect(serialiseFilterIds([])).toBe('');
    expect(parseFilterIds(serialiseFilterIds([]))).toBeNull();
  });

  it.each([-1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1])('rejects %s', (id) => {
    expect(() => serialiseFilterIds([1, id])).toThrow(RangeError);
  });

  it('round-trips any non-empty list of distinct ids', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), { minLength: 1 }),
        (ids) => {
          expect(parseFilterIds(serialiseFilterIds(ids))).toEqual(ids);
        },
      ),
    );
  });
});
