import { describe, expect, it } from 'vitest';
import { lotteryDayOf, lotteryDayWindow } from './lottery-day';

const at = (iso: string) => Date.parse(iso) / 1000;

describe('lotteryDayOf', () => {
  it('starts the sales day at 11:00 Beijing time', () => {
    expect(lotteryDayOf(at('2025-06-02T02:59:59Z'))).toBe('2025-06-01');
    expect(lotteryDayOf(at('2025-06-02T03:00:00Z'))).toBe('2025-06-02');
  });

  it('keeps a 03:00 kick-off on the previous day', () => {
    expect(lotteryDayOf(at('2025-06-01T19:00:00Z'))).toBe('2025-06-01');
  });
});

describe('lotteryDayWindow', () => {
  it('runs from 11:00 to 11:00 the next day', () => {
    expect(lotteryDayWindow('2025-06-01')).toEqual({
      from: at('2025-06-01T03:00:00Z'),
      to: at('2025-06-02T03:00:00Z'),
    });
  });

  it('holds exactly the kick-offs of its day', () => {
    const { from, to } = lotteryDayWindow('2025-06-01');
    expect(lotteryDayOf(from)).toBe('2025-06-01');
    expect(lotteryDayOf(to - 1)).toBe('2025-06-01');
    expect(lotteryDayOf(to)).toBe('2025-06-02');
  });
});
