import type { ExpertRecord } from './record';

/** Spec §4, exactly: 1 junior (default) … 7 professional lottery player. */
export const EXPERT_LEVEL_NAMES = {
  1: '初级专家',
  2: '中级专家',
  3: '高级专家',
  4: '资深专家',
  5: '媒体名人',
  6: '退役球员',
  7: '职业彩民',
} as const;
export type ExpertLevel = keyof typeof EXPERT_LEVEL_NAMES;

/**
 * The level rule, on the record of the last 30 days: each level above 1 asks for at least so many counted
 * tips (hits plus misses) at a hit rate of at least so much; the expert holds the highest level whose bar the
 * record clears, so a cold month demotes as surely as a hot one promotes. Level 1 is everyone's default.
 */
export const LEVEL_BARS: readonly { level: ExpertLevel; counted: number; hitRate: number }[] = [
  { level: 7, counted: 60, hitRate: 0.7 },
  { level: 6, counted: 50, hitRate: 0.66 },
  { level: 5, counted: 40, hitRate: 0.62 },
  { level: 4, counted: 30, hitRate: 0.58 },
  { level: 3, counted: 20, hitRate: 0.55 },
  { level: 2, counted: 10, hitRate: 0.5 },
];

export function expertLevel(lastThirtyDays: Pick<ExpertRecord, 'hits' | 'misses' | 'hitRate'>): ExpertLevel {
  const counted = lastThirtyDays.hits + lastThirtyDays.misses;
  const bar = LEVEL_BARS.find((b) => counted >= b.counted && lastThirtyDays.hitRate >= b.hitRate);
  return bar?.level ?? 1;
}

/** Priced tips unlock at this level; below it an expert publishes free tips only. */
export const PRICED_TIP_LEVEL: ExpertLevel = 2;
/** The highest price of a tip in 球币 at each level (0: free only). */
export const maxTipPrice = (level: ExpertLevel): number => (level < PRICED_TIP_LEVEL ? 0 : level * 10);

export const levelName = (level: ExpertLevel): string => EXPERT_LEVEL_NAMES[level];
