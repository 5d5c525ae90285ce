import { describe, expect, it } from 'vitest';
import { EXPERT_LEVEL_NAMES, expertLevel, maxTipPrice } from './levels';

const record = (hits: number, misses: number) => ({ hits, misses, hitRate: hits / (hits + misses || 1) });

describe('expert levels', () => {
  it('names the seven levels of the spec', () => {
    expect(Object.keys(EXPERT_LEVEL_NAMES).map(Number)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(EXPERT_LEVEL_NAMES[1]).toBe('初级专家');
    expect(EXPERT_LEVEL_NAMES[7]).toBe('职业彩民');
  });

  it('starts everyone at level 1, whatever a short hot run', () => {
    expect(expertLevel(record(0, 0))).toBe(1);
    expect(expertLevel(record(9, 0))).toBe(1);
  });

  it('promotes on the count and the hit rate of the last 30 days', () => {
    expect(expertLevel(record(5, 5))).toBe(2);
    expect(expertLevel(record(11, 9))).toBe(3);
    expect(expertLevel(record(18, 12))).toBe(4);
    expect(expertLevel(record(25, 15))).toBe(5);
    expect(expertLevel(record(33, 17))).toBe(6);
    expect(expertLevel(record(42, 18))).toBe(7);
  });

  it('demotes when the rate falls below a bar, even with many tips', () => {
    expect(expertLevel(record(40, 20))).toBe(6);
    expect(expertLevel(record(29, 31))).toBe(1);
    expect(expertLevel(record(10, 10))).toBe(2);
  });

  it('unlocks priced tips at level 2, with a cap that grows with the level', () => {
    expect(maxTipPrice(1)).toBe(0);
    expect(maxTipPrice(2)).toBe(20);
    expect(maxTipPrice(7)).toBe(70);
  });
});
