import { splitHandicap } from './handicap';

/**
 * How a pick on a finished match is settled, as a bookmaker would pay it. One implementation
 * for the experts' tips and the activity's guesses (both count in points or coins, never money).
 *
 * Asian handicap and totals lines are multiples of 0.25: a quarter line is half the stake on each
 * neighbouring half-ball line (`splitHandicap`), hence 赢半 and 输半. A handicap line is positive
 * when the home side gives (as in `handicap.ts`); 竞彩's 让球 is a whole number of goals added to
 * the home score (−1: the home side gives one), settled as 1X2 on the adjusted score.
 */
export type SettlementOutcome = 'win' | 'halfWin' | 'push' | 'halfLoss' | 'loss' | 'void';

type Side = 'home' | 'away';
export type ResultPick = 'home' | 'draw' | 'away';

export type Pick =
  | { market: 'handicap'; line: number; side: Side }
  | { market: 'total'; line: number; side: 'over' | 'under' }
  | { market: 'result'; pick: ResultPick }
  | { market: 'handicapResult'; goals: number; pick: ResultPick };

/** The score the pick settles on (football: after 90 minutes; basketball: with overtime), or void. */
export type FinalScore = { home: number; away: number } | 'void';

export const SETTLEMENT_NAMES: Readonly<Record<SettlementOutcome, string>> = {
  win: '赢',
  halfWin: '赢半',
  push: '走',
  halfLoss: '输半',
  loss: '输',
  void: '无效',
};

/** The pick's margin over each half-ball part of its line (> 0 wins that part, 0 pushes it). */
const lineMargins = (pick: Extract<Pick, { line: number }>, score: { home: number; away: number }): number[] => {
  const parts = splitHandicap(pick.line);
  if (pick.market === 'handicap') {
    const diff = score.home - score.away;
    return parts.map((line) => (pick.side === 'home' ? diff - line : line - diff));
  }
  const total = score.home + score.away;
  return parts.map((line) => (pick.side === 'over' ? total - line : line - total));
};

// Indexed by the summed signs of a line's parts, scaled to two parts (−2 … 2), plus 2.
const BY_HALF_STAKES: readonly SettlementOutcome[] = ['loss', 'halfLoss', 'push', 'halfWin', 'win'];

const fromMargins = (margins: number[]): SettlementOutcome => {
  const halfStakes = (margins.reduce((sum, margin) => sum + Math.sign(margin), 0) * 2) / margins.length;
  return BY_HALF_STAKES[halfStakes + 2] as SettlementOutcome;
};

const resultOf = (home: number, away: number): ResultPick => (home > away ? 'home' : home < away ? 'away' : 'draw');

export function settlePick(pick: Pick, score: FinalScore): SettlementOutcome {
  if (score === 'void') return 'void';
  switch (pick.market) {
    case 'handicap':
    case 'total':
      return fromMargins(lineMargins(pick, score));
    case 'result':
      return resultOf(score.home, score.away) === pick.pick ? 'win' : 'loss';
    case 'handicapResult':
      if (!Number.isInteger(pick.goals)) throw new RangeError(`竞彩让球 must be whole goals, got ${pick.goals}`);
      return resultOf(score.home + pick.goals, score.away) === pick.pick ? 'win' : 'loss';
  }
}

/**
 * What a stake returns at decimal odds (stake included): a half win pays half the stake at the
 * odds and returns the other half; a push or a void returns the stake; a half loss returns half.
 */
export function settlementReturn(outcome: SettlementOutcome, stake: number, decimalOdds: number): number {
  switch (outcome) {
    case 'win':
      return stake * decimalOdds;
    case 'halfWin':
      return (stake / 2) * decimalOdds + stake / 2;
    case 'push':
    case 'void':
      return stake;
    case 'halfLoss':
      return stake / 2;
    case 'loss':
      return 0;
  }
}

/** Whether an outcome counts as a hit (红) in a record: a push or a void counts neither way. */
export const isHit = (outcome: SettlementOutcome): boolean | null =>
  outcome === 'win' || outcome === 'halfWin' ? true : outcome === 'loss' || outcome === 'halfLoss' ? false : null;
