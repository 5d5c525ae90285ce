import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidPhone, maskPhone } from './phone';

describe('phone', () => {
  it('accepts mainland mobile numbers only', () => {
    expect(isValidPhone('13812345678')).toBe(true);
    expect(isValidPhone('19912345678')).toBe(true);
    expect(isValidPhone('12812345678')).toBe(false);
    expect(isValidPhone('1381234567')).toBe(false);
    expect(isValidPhone('138123456789')).toBe(false);
    expect(isValidPhone('1381234567a')).toBe(false);
  });

  it('masks the middle four digits', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
  });

  it('never reveals more than seven digits of a number', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^1[3-9]\d{9}$/), (phone) => {
        const masked = maskPhone(phone);
        expect(masked).toHaveLength(11);
        expect(masked.slice(3, 7)).toBe('****');
      }),
    );
  });

  it('masks short strings entirely', () => {
    expect(maskPhone('12345')).toBe('*****');
  });
});
