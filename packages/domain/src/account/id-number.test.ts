import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { idNumberCheckCharacter, isValidIdNumber, maskIdNumber, maskRealName } from './id-number';

describe('identity card number', () => {
  it('accepts the standard examples of GB 11643', () => {
    expect(isValidIdNumber('11010519491231002X')).toBe(true);
    expect(isValidIdNumber('11010519491231002x')).toBe(true);
    expect(isValidIdNumber('440524188001010014')).toBe(false); // born before 1900
    expect(isValidIdNumber('110101199003074477')).toBe(true);
  });

  it('rejects a wrong check character', () => {
    expect(isValidIdNumber('110105194912310021')).toBe(false);
    expect(isValidIdNumber('110101199003074478')).toBe(false);
  });

  it('rejects impossible birth dates and bad shapes', () => {
    expect(isValidIdNumber('110101199002304471')).toBe(false); // 30 February
    expect(isValidIdNumber('11010119900307447')).toBe(false);
    expect(isValidIdNumber('1101011990030744X7')).toBe(false);
  });

  it('detects any single changed digit', () => {
    const valid = '110101199003074477';
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 16 }), fc.integer({ min: 1, max: 9 }), (pos, delta) => {
        const digit = (Number(valid[pos]) + delta) % 10;
        const changed = valid.slice(0, pos) + String(digit) + valid.slice(pos + 1);
        expect(idNumberCheckCharacter(changed.slice(0, 17))).not.toBe('7');
      }),
    );
  });

  it('masks all but the first and last four characters', () => {
    expect(maskIdNumber('11010519491231002X')).toBe('1101**********002X');
  });

  it('masks the family name', () => {
    expect(maskRealName('张三丰')).toBe('*三丰');
    expect(maskRealName('李')).toBe('*');
  });
});
