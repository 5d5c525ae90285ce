import { describe, expect, it } from 'vitest';
import { formatShanghai } from './format-date';

describe('formatShanghai', () => {
  it('formats epoch seconds in Asia/Shanghai with every pattern the screens use', () => {
    const epoch = Date.UTC(2026, 2, 1, 16, 30) / 1000; // 00:30 on 2 March in Shanghai
    expect(formatShanghai(epoch, 'YYYY-MM-DD')).toBe('2026-03-02');
    expect(formatShanghai(epoch, 'YYYY-MM-DD HH:mm')).toBe('2026-03-02 00:30');
    expect(formatShanghai(epoch, 'MM-DD HH:mm')).toBe('03-02 00:30');
    expect(formatShanghai(epoch, 'HH:mm')).toBe('00:30');
  });
});
