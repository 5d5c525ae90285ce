import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatFileSize, truncateDecimals } from './number-format';

describe('truncateDecimals', () => {
  it.each([
    [1.239, 2, '1.23'],
    [1.239, 1, '1.2'],
    [1.239, 3, '1.239'],
    [1.2399, 3, '1.239'],
    [0.29, 2, '0.29'],
    [0.57, 2, '0.57'],
    [1.005, 2, '1.00'],
    [2.675, 2, '2.67'],
    [4.35, 1, '4.3'],
    [1.1, 2, '1.10'],
    [3, 3, '3.000'],
    [0, 1, '0.0'],
    [1e-7, 3, '0.000'],
    [1.23456e-5, 3, '0.000'],
    [0.0009, 3, '0.000'],
    [123456.789, 1, '123456.7'],
    [1e21, 2, '1000000000000000000000.00'],
    [1.5e22, 1, '15000000000000000000000.0'],
  ] as const)('truncates %s to %i decimals as %s', (value, digits, text) => {
    expect(truncateDecimals(value, digits)).toBe(text);
  });

  it('truncates negative numbers toward zero', () => {
    expect(truncateDecimals(-0.5, 1)).toBe('-0.5');
    expect(truncateDecimals(-1.239, 2)).toBe('-1.23');
    expect(truncateDecimals(-2.999, 1)).toBe('-2.9');
  });

  it('shows a negative number that truncates to zero without a sign', () => {
    expect(truncateDecimals(-0.001, 2)).toBe('0.00');
    expect(truncateDecimals(-0, 1)).toBe('0.0');
    expect(truncateDecimals(-1e-7, 3)).toBe('0.000');
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    'shows %s as zero',
    (value) => {
      expect(truncateDecimals(value, 1)).toBe('0.0');
      expect(truncateDecimals(value, 2)).toBe('0.00');
      expect(truncateDecimals(value, 3)).toBe('0.000');
    },
  );

  it('never rounds up and never loses more than one unit of the last digit', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        fc.constantFrom(1 as const, 2 as const, 3 as const),
        (value, digits) => {
          const text = truncateDecimals(value, digits);
          expect(text).toMatch(new RegExp(`^-?\\d+\\.\\d{${digits}}$`));
          const shown = Number(text);
          const unit = 10 ** -digits;
          expect(Math.abs(shown)).toBeLessThanOrEqual(Math.abs(value) + 1e-9);
          expect(Math.abs(value) - Math.abs(shown)).toBeLessThan(unit + 1e-6);
        },
      ),
    );
  });
});

describe('formatFileSize', () => {
  it.each([
    [0, '0 B'],
    [1, '1 B'],
    [512, '512 B'],
    [1023, '1023 B'],
    [1023.9, '1023 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1024 * 1.755, '1.75 KB'],
    [1024 * 1024 - 1, '1023.99 KB'],
    [1024 * 1024, '1 MB'],
    [2.25 * 1024 * 1024, '2.25 MB'],
    [10.1 * 1024 * 1024, '10.1 MB'],
    [1024 ** 3, '1 GB'],
    [3.5 * 1024 ** 3, '3.5 GB'],
    [2048 * 1024 ** 3, '2048 GB'],
  ])('formats %s bytes as %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('shows %s as 0 B', (bytes) => {
    expect(formatFileSize(bytes)).toBe('0 B');
  });
});
