import { describe, expect, it } from 'vitest';
import { SIGN_IN_POINTS } from '../wallet';
import {
  campaignOf,
  nextDay,
  PRIZE_TABLE,
  probabilityText,
  signInTotal,
  streakAfter,
  streakBonus,
  weekStartOf,
} from './campaign';
import { PRIZE_WEIGHT_TOTAL } from './fair-draw';
import { activityRules } from './rules';

describe('the sign-in streak', () => {
  it('grows on consecutive days and starts again after a missed day', () => {
    expect(streakAfter(null, 0, '2026-03-14')).toBe(1);
    expect(streakAfter('2026-03-13', 4, '2026-03-14')).toBe(5);
    expect(streakAfter('2026-03-12', 4, '2026-03-14')).toBe(1);
    expect(streakAfter('2026-02-28', 2, '2026-03-01')).toBe(3);
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
  });

  it('pays 0, 2, 4, 6, 8, 10 then 20 points on top of the daily points', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 30].map(streakBonus)).toEqual([0, 2, 4, 6, 8, 10, 20, 20, 20]);
    expect(signInTotal(7)).toBe(SIGN_IN_POINTS + 20);
  });
});

describe('the campaign', () => {
  it('runs for the Beijing calendar month of the day', () => {
    expect(campaignOf('2026-02-14')).toEqual({
      id: '2026-02',
      title: '2月看球嘉年华',
      firstDay: '2026-02-01',
      lastDay: '2026-02-28',
    });
    expect(campaignOf('2028-02-03').lastDay).toBe('2028-02-29');
  });

  it('starts weeks on Monday', () => {
    expect(weekStartOf('2026-03-14')).toBe('2026-03-09');
    expect(weekStartOf('2026-03-09')).toBe('2026-03-09');
    expect(weekStartOf('2026-03-15')).toBe('2026-03-09');
  });

  it('has a prize table whose weights add up to the whole, goods in stock and a consolation slot', () => {
    expect(PRIZE_TABLE.reduce((sum, slot) => sum + slot.weight, 0)).toBe(PRIZE_WEIGHT_TOTAL);
    expect(PRIZE_TABLE.filter((slot) => slot.kind === 'goods').every((slot) => (slot.stock ?? 0) > 0)).toBe(true);
    expect(PRIZE_TABLE.some((slot) => slot.id === 'thanks' && slot.kind === 'none')).toBe(true);
    expect(probabilityText(20)).toBe('0.20%');
    expect(probabilityText(5000)).toBe('50.00%');
  });

  it('writes the rules from the real parameters, with the no-money stance', () => {
    const text = activityRules(campaignOf('2026-03-14'), PRIZE_TABLE)
      .flatMap((section) => [section.title, ...section.items])
      .join('\n');
    expect(text).toContain('2026年3月1日 起至 2026年3月31日');
    expect(text).toContain('主队签名球衣：概率 0.20%，剩余 5 份');
    expect(text).toContain('第6天 +10，第 7 天起每天 +20');
    expect(text).toContain('谢谢参与：概率 50.00%');
    expect(text).toContain('不能用人民币购买，也不能提现');
  });
});
