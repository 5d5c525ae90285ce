/**
 * The SP (胜平负 and 让球胜平负 prices) of the Chinese football lotteries, from a model's probabilities.
 * Kanqiu sells nothing: these prices are model-generated and shown as information, labelled as such.
 *
 * - 竞彩足球 pays back about 89 % of what is staked on a match: each SP is 0.89 / p, so Σ 1/SP ≈ 1/0.89
 *   (a margin of about 11 %).
 * - 北京单场 is a pool: the SP is the pool's ratio (≈ 1/p, so Σ 1/SP ≈ 1) and a winning ticket is paid
 *   SP × 65 %. Before the match an SP is only indicative; the final one is set by the pool after it.
 *
 * 让球 is a whole number of goals added to the home score (−1: the home side gives one, as in
 * settlement.ts `handicapResult`); it is never 0. The favourite gives the number of goals that brings
 * its win and its loss closest to even, at least one.
 */
import type { ResultPick } from './settlement';

export type LotteryKind = 'jczq' | 'bjdc';

/** Share of the stakes paid back to winners: 竞彩 through its fixed SP, 北单 on top of the pool's SP. */
export const LOTTERY_PAYOUT: Readonly<Record<LotteryKind, number>> = { jczq: 0.89, bjdc: 0.65 };

/** Lowest and highest SP printed (two decimals). */
export const LOTTERY_SP_BOUNDS: Readonly<Record<LotteryKind, { min: number; max: number }>> = {
  jczq: { min: 1.01, max: 99.99 },
  bjdc: { min: 1.01, max: 999.99 },
};

/** The whole-goal handicaps 竞彩 and 北单 offer: ±1 … ±5. */
export const MAX_LOTTERY_HANDICAP = 5;

/** [home, draw, away], SP with two decimals. */
export type SpTriple = readonly [number, number, number];

export type ResultChances = Readonly<Record<ResultPick, number>>;

/**
 * P(home goals − away goals = d), indexed from `offset`: `chances[k]` is P(d = offset + k).
 * The model's final-score grid folds into it.
 */
export type GoalDifferenceChances = { readonly offset: number; readonly chances: readonly number[] };

/**
 * The SP of one 胜平负 market: each outcome's SP from its chance, rounded to 2 decimals within bounds. A
 * favourite that would be priced under the lowest SP stays there, and the other outcomes are shortened so
 * the market still pays back its payout (Σ 1/SP unchanged).
 */
export function lotterySp(kind: LotteryKind, chances: ResultChances): SpTriple {
  const payout = kind === 'jczq' ? LOTTERY_PAYOUT.jczq : 1;
  const { min, max } = LOTTERY_SP_BOUNDS[kind];
  const outcomes = [chances.home, chances.draw, chances.away];
  const implied = outcomes.map((chance) => chance / payout);
  const capped = implied.findIndex((q) => q > 1 / min);
  if (capped >= 0) {
    const rest = outcomes.reduce((sum, chance, i) => (i === capped ? sum : sum + chance), 0);
    const left = 1 / payout - 1 / min;
    outcomes.forEach((chance, i) => {
      implied[i] = i === capped ? 1 / min : rest > 0 ? (left * chance) / rest : 0;
    });
  }
  const sp = (q: number): number => (q <= 0 ? max : Math.min(max, Math.max(min, Math.round(100 / q) / 100)));
  return [sp(implied[0] ?? 0), sp(implied[1] ?? 0), sp(implied[2] ?? 0)];
}

/** The 胜平负 chances once `goals` are added to the home side's score. */
export function handicapChances(distribution: GoalDifferenceChances, goals: number): ResultChances {
  let home = 0;
  let draw = 0;
  let away = 0;
  distribution.chances.forEach((p, k) => {
    const adjusted = distribution.offset + k + goals;
    if (adjusted > 0) home += p;
    else if (adjusted === 0) draw += p;
    else away += p;
  });
  return { home, draw, away };
}

/**
 * The 让球 of a match: the favourite (the side more likely to win; the home side on a tie) gives the
 * whole number of goals, 1 to 5, that brings its win and its loss closest to even (ties to fewer goals).
 */
export function lotteryHandicap(distribution: GoalDifferenceChances): number {
  const level = handicapChances(distribution, 0);
  const direction = level.home >= level.away ? -1 : 1;
  let best = direction;
  let bestGap = Infinity;
  for (let goals = 1; goals <= MAX_LOTTERY_HANDICAP; goals++) {
    const chances = handicapChances(distribution, direction * goals);
    const gap = Math.abs(chances.home - chances.away);
    if (gap < bestGap) {
      best = direction * goals;
      bestGap = gap;
    }
  }
  return best;
}

export type LotteryPrices = {
  /** 胜平负 SP. */
  readonly result: SpTriple;
  /** 让球 (goals added to the home score) and its 胜平负 SP. */
  readonly handicap: number;
  readonly handicapResult: SpTriple;
};

/** Both markets of one lottery from the model's goal-difference chances. */
export function lotteryPrices(kind: LotteryKind, distribution: GoalDifferenceChances): LotteryPrices {
  const handicap = lotteryHandicap(distribution);
  return {
    result: lotterySp(kind, handicapChances(distribution, 0)),
    handicap,
    handicapResult: lotterySp(kind, handicapChances(distribution, handicap)),
  };
}

/** Σ 1/SP over the three outcomes: 1/0.89 for 竞彩, about 1 for 北单 (before rounding). */
export const impliedTotal = (sp: SpTriple): number => sp.reduce((sum, value) => sum + 1 / value, 0);

/** 让球 as printed: −1, +1. */
export const handicapText = (goals: number): string => (goals > 0 ? `+${goals}` : String(goals));
