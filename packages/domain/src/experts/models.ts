import type { Quote, TipMarket, TipPick } from './markets';

/**
 * The 模拟专家: four model styles that publish before kick-off from the odds alone, so their picks are the
 * same whenever they are computed from the lines of before kick-off.
 */
export const simulatedStyles = ['value', 'favourite', 'goals', 'hoops'] as const;
export type SimulatedStyle = (typeof simulatedStyles)[number];

export const SIMULATED_EXPERTS: Readonly<
  Record<SimulatedStyle, { name: string; description: string; market: TipMarket }>
> = {
  value: {
    name: '价值猎手',
    description: '模拟专家：比较各家欧赔与市场共识概率，只在赔率高于公平价时出手',
    market: 'euro',
  },
  favourite: { name: '稳胆老炮', description: '模拟专家：亚盘只跟让球方，顺着盘口走', market: 'asia' },
  goals: { name: '大小球研究所', description: '模拟专家：大小球看盘口升降，升盘看大、降盘看小', market: 'total' },
  hoops: { name: '篮球让分王', description: '模拟专家：篮球让分跟资金，买水位更低的一方', market: 'bbSpread' },
};

/** The model's pick and what it saw: `edge` the expected return of a stake of 1 (value), else null. */
export type ModelPick = { pick: TipPick; edge: number | null };

const EUROPEAN_PICKS = ['home', 'draw', 'away'] as const;

/**
 * 价值猎手 on 欧赔: the fair chance of each result is the companies' average implied chance, normalised; the
 * edge of a result is the first company's odds times that chance, less 1. The largest positive edge is picked.
 */
export function valuePick(first: Quote, all: readonly Quote[]): ModelPick | null {
  const implied = EUROPEAN_PICKS.map(
    (_, i) => all.reduce((sum, quote) => sum + 1 / (quote[i] ?? Infinity), 0) / all.length,
  );
  const total = implied.reduce((sum, p) => sum + p, 0);
  const edges = EUROPEAN_PICKS.map((pick, i) => ({ pick, edge: (first[i] ?? 0) * ((implied[i] ?? 0) / total) - 1 }));
  const best = edges.toSorted((a, b) => b.edge - a.edge)[0];
  return best && best.edge > 0 ? { pick: best.pick, edge: Math.round(best.edge * 1000) / 1000 } : null;
}

/** 稳胆老炮 on 亚盘: the side that gives; on a level line, the side with the lower water. */
export function favouritePick(quote: Quote): ModelPick {
  const [homeWater, line, awayWater] = quote;
  if (line !== 0) return { pick: line > 0 ? 'home' : 'away', edge: null };
  return { pick: homeWater <= awayWater ? 'home' : 'away', edge: null };
}

/** 大小球研究所: over when the line has risen since the opening, under otherwise. */
export function goalsPick(opening: Quote, latest: Quote): ModelPick {
  return { pick: latest[1] > opening[1] ? 'over' : 'under', edge: null };
}

/** 篮球让分王: the side with the lower water, where the money went. */
export function hoopsPick(quote: Quote): ModelPick {
  return { pick: quote[0] <= quote[2] ? 'home' : 'away', edge: null };
}
