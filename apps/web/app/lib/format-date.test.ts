import { describe, expect, it } from 'vitest';
import { shanghaiDate, shanghaiDateTime } from './format-date';

describe('shanghai dates', () => {
  it('formats epoch seconds in Asia/Shanghai', () => {
    const epoch = Date.UTC(2026, 2, 1, 16, 30) / 1000; // 00:30 on 2 March in Shanghai
    expect(shanghaiDate(epoch)).toBe('2026-03-02');
    expect(shanghaiDateTime(epoch)).toBe('2026-03-02 00:30');
  });
});
