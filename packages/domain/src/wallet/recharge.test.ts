import { describe, expect, it } from 'vitest';
import { COINS_PER_YUAN, rechargePackageById, rechargePackageIds, rechargePackages } from './recharge';

describe('recharge packages', () => {
  it('sells 6 to 648 元 at 10 球币 a 元', () => {
    expect(rechargePackages.map((p) => p.yuan)).toEqual([6, 30, 98, 198, 328, 648]);
    for (const p of rechargePackages) expect(p.coins).toBe(p.yuan * COINS_PER_YUAN);
    expect(rechargePackageById('p648')).toEqual({ id: 'p648', yuan: 648, coins: 6480 });
  });

  it('finds every listed id and nothing else', () => {
    expect(new Set(rechargePackageIds).size).toBe(rechargePackages.length);
    for (const id of rechargePackageIds) expect(rechargePackageById(id)?.id).toBe(id);
    expect(rechargePackageById('p7')).toBeUndefined();
  });
});
