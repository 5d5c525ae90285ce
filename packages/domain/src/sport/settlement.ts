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

/** The shares of a stake won, refunded and lost. */
export type LineShares = { readonly win: number; readonly push: number; readonly loss: number };

/**
 * A stake on `line` settled at `value` (the goal difference for the home side, the total for the over):
 * it wins above the line, is refunded on it and loses below; a quarter line is two half stakes.
 */
export function settleLine(value: number, line: number): LineShares {
  const parts = splitHandicap(line);
  const share = 1 / parts.length;
  let win = 0;
  let push = 0;
  for (const part of parts) {
    if (value > part) win += share;
    else if (value === part) push += share;
  }
  return { win, push, loss: 1 - win - push };
}

const outcomeOf = ({ win, push }: LineShares): SettlementOutcome => {
  if (win === 1) return 'win';
  if (push === 1) return 'push';
  if (win > 0) return 'halfWin';
  return push > 0 ? 'halfLoss' : 'loss';
};

/** The away side and the under take the other side of the same line. */
function lineOutcome(pick: Extract<Pick, { line: number }>, score: { home: number; away: number }): SettlementOutcome {
  if (pick.market === 'handicap') {
    const diff = score.home - score.away;
    return outcomeOf(pick.side === 'home' ? settleLine(diff, pick.line) : settleLine(-diff, -pick.line));
  }
  const total = score.home + score.away;
  return outcomeOf(pick.side === 'over' ? settleLine(total, pick.line) : settleLine(-total, -pick.line));
}

const resultOf = (home: number, away: number): ResultPick => (home > away ? 'home' : home < away ? 'away' : 'draw');

export function settlePick(pick: Pick, score: FinalScore): SettlementOutcome {
  if (score === 'void') return 'void';
  switch (pick.market) {
    case 'handicap':
    case 'total':
      return lineOutcome(pick, score);
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
