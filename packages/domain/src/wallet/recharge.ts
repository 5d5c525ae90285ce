/** 充值: fixed packages at 1 元 = 10 球币, the price points fans know from app stores. */
export const COINS_PER_YUAN = 10;

const packageYuan = [6, 30, 98, 198, 328, 648] as const;

export type RechargePackage = { id: string; yuan: number; coins: number };

export const rechargePackages: readonly RechargePackage[] = packageYuan.map((yuan) => ({
  id: `p${yuan}`,
  yuan,
  coins: yuan * COINS_PER_YUAN,
}));

export const rechargePackageIds = rechargePackages.map((p) => p.id) as [string, ...string[]];

export const rechargePackageById = (id: string): RechargePackage | undefined =>
  rechargePackages.find((p) => p.id === id);
