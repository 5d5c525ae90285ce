import { describe, expect, it } from 'vitest';
import { formatHitRate, formatLastTen, formatReturn } from './format';

describe('record formatting', () => {
  it('shows hit rates to one decimal', () => {
    expect(formatHitRate(0.5234)).toBe('52.3%');
    expect(formatHitRate(1)).toBe('100%');
    expect(formatHitRate(0)).toBe('0%');
  });

  it('signs the return', () => {
    expect(formatReturn(0.125)).toBe('+12.5%');
    expect(formatReturn(-0.04)).toBe('−4%');
    expect(formatReturn(0)).toBe('0%');
  });

  it('reads 近10中X', () => {
    expect(formatLastTen({ played: 10, hits: 7 })).toBe('近10中7');
    expect(formatLastTen({ played: 4, hits: 3 })).toBe('近4中3');
  });
});
