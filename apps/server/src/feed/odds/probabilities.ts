/**
 * From expected goals to market probabilities. Every market is priced on the score after 90 minutes
 * (plus stoppage time): the current score plus the goals still to come, which are independent Poisson
 * counts with a Dixon–Coles correction of the low scores.
 */
import { poissonPmf, splitHandicap, type GoalDifferenceChances, type LineShares } from '@kanqiu/domain';
import type { ScorePair } from '../events';

export { poissonPmf } from '@kanqiu/domain';

export type GoalRates = { readonly home: number; readonly away: number };

/** The final score's distribution: `cells[i][j]` is P(the home side scores i more, the away side j more). */
export type ScoreGrid = { readonly base: ScorePair; readonly cells: readonly (readonly number[])[] };

export type Outcomes = { readonly home: number; readonly draw: number; readonly away: number };

/** asia: settled on home goals − away goals; total: on the total goals. */
export type LineMarket = 'asia' | 'total';

/** Shares of a unit stake on the home side (asia) or the over (total) that are won, refunded, lost. */
export type Settlement = LineShares;

/** A match in play: `minute` is the clock minute (0 at kick-off, 45 when the second half starts). */
export type InPlayState = {
  readonly half: 1 | 2;
  readonly minute: number;
  readonly score: ScorePair;
  readonly redCards: ScorePair;
};

/** More goals than this for one side in the rest of a match are beyond 1e-7 for any realistic rate. */
const MAX_GOALS = 12;

// Average halves including stoppage time: goals in stoppage time are part of the fitted rates.
const FIRST_HALF_MINUTES = 47;
const SECOND_HALF_MINUTES = 49;
const MATCH_MINUTES = FIRST_HALF_MINUTES + SECOND_HALF_MINUTES;
/** While a half is running a goal can still come, however long the stoppage time. */
const LAST_MOMENT = 0.5;

// Per red card: the side's scoring rate falls by 30 %, the opponent's rises by 15 %
// (Vecer, Kopriva and Ichiba 2009 measured about −33 % / +25 %; rounded towards caution).
const RED_CARD_OWN = 0.7;
const RED_CARD_OPPONENT = 1.15;

/** Dixon & Coles (1997): the dependence of the four lowest scores; 1 elsewhere. */
export function dixonColesTau(homeGoals: number, awayGoals: number, rates: GoalRates, rho: number): number {
  if (homeGoals === 0 && awayGoals === 0) return 1 - rates.home * rates.away * rho;
  if (homeGoals === 0 && awayGoals === 1) return 1 + rates.home * rho;
  if (homeGoals === 1 && awayGoals === 0) return 1 + rates.away * rho;
  if (homeGoals === 1 && awayGoals === 1) return 1 - rho;
  return 1;
}

/** Grid of the goals still to come on top of `base`, normalised to 1. */
export function scoreGrid(rates: GoalRates, rho: number, base: ScorePair = [0, 0]): ScoreGrid {
  const home = poissonPmf(rates.home, MAX_GOALS);
  const away = poissonPmf(rates.away, MAX_GOALS);
  const cells = home.map((ph, i) => away.map((pa, j) => ph * pa * Math.max(0, dixonColesTau(i, j, rates, rho))));
  const total = cells.reduce((sum, row) => sum + row.reduce((s, p) => s + p, 0), 0);
  return { base, cells: cells.map((row) => row.map((p) => p / total)) };
}

export function outcomeProbabilities(grid: ScoreGrid): Outcomes {
  const [baseHome, baseAway] = grid.base;
  let home = 0;
  let draw = 0;
  grid.cells.forEach((row, i) =>
    row.forEach((p, j) => {
      const difference = baseHome + i - (baseAway + j);
      if (difference > 0) home += p;
      else if (difference === 0) draw += p;
    }),
  );
  return { home, draw, away: Math.max(0, 1 - home - draw) };
}

/** `tail[k]`: P(goal difference ≥ offset + k) or P(total goals ≥ offset + k). */
export type Distribution = { readonly offset: number; readonly tail: readonly number[] };

export function marketDistribution(grid: ScoreGrid, market: LineMarket): Distribution {
  const [baseHome, baseAway] = grid.base;
  const size = grid.cells.length;
  const offset = market === 'asia' ? baseHome - baseAway - (size - 1) : baseHome + baseAway;
  const p = new Array<number>(2 * size - 1).fill(0);
  grid.cells.forEach((row, i) =>
    row.forEach((q, j) => {
      const k = market === 'asia' ? i - j + size - 1 : i + j;
      p[k] = (p[k] ?? 0) + q;
    }),
  );
  const tail = [...p];
  for (let k = tail.length - 2; k >= 0; k -= 1) tail[k] = (tail[k] ?? 0) + (tail[k + 1] ?? 0);
  return { offset, tail };
}

/** P(home goals − away goals = offset + k) at the final whistle, as the lottery prices read it. */
export function goalDifferenceChances(grid: ScoreGrid): GoalDifferenceChances {
  const { offset, tail } = marketDistribution(grid, 'asia');
  return { offset, chances: tail.map((atLeastHere, k) => atLeastHere - (tail[k + 1] ?? 0)) };
}

/** P(value ≥ n) for a whole number n. */
function atLeast(distribution: Distribution, n: number): number {
  const k = n - distribution.offset;
  if (k <= 0) return 1;
  return distribution.tail[k] ?? 0;
}

// The line search asks for the same few dozen lines over and over.
const PARTS = new Map<number, readonly number[]>();

function halfBallParts(line: number): readonly number[] {
  let parts = PARTS.get(line);
  if (!parts) {
    parts = splitHandicap(line);
    PARTS.set(line, parts);
  }
  return parts;
}

/** Domain settleLine averaged over the distribution, one half-ball part at a time. */
export function expectedSettlement(distribution: Distribution, line: number): Settlement {
  const parts = halfBallParts(line);
  const share = 1 / parts.length;
  let win = 0;
  let push = 0;
  for (const part of parts) {
    const above = atLeast(distribution, Math.floor(part) + 1);
    win += share * above;
    if (Number.isInteger(part)) push += share * (atLeast(distribution, part) - above);
  }
  return { win, push, loss: Math.max(0, 1 - win - push) };
}

/**
 * The fair probability of the home (over) side once refunds are set aside: with decimal odds 1/share the
 * expected return of either side is exactly the stake.
 */
export function winShare(settlement: Settlement): number {
  const decided = settlement.win + settlement.loss;
  return decided > 0 ? settlement.win / decided : 0.5;
}

/** Share of the match's playing time still to come. */
export function remainingFraction(half: 1 | 2, minute: number): number {
  const elapsed =
    half === 1
      ? Math.min(Math.max(minute, 0), FIRST_HALF_MINUTES - LAST_MOMENT)
      : FIRST_HALF_MINUTES + Math.min(Math.max(minute - 45, 0), SECOND_HALF_MINUTES - LAST_MOMENT);
  return (MATCH_MINUTES - elapsed) / MATCH_MINUTES;
}

/** Expected goals still to come: the pre-match rates scaled by the time left and the red cards shown. */
export function remainingRates(rates: GoalRates, state: InPlayState): GoalRates {
  const left = remainingFraction(state.half, state.minute);
  const [homeReds, awayReds] = state.redCards;
  return {
    home: rates.home * left * RED_CARD_OWN ** homeReds * RED_CARD_OPPONENT ** awayReds,
    away: rates.away * left * RED_CARD_OWN ** awayReds * RED_CARD_OPPONENT ** homeReds,
  };
}

/** The final score from here; the low-score correction fades with the goals left to play for. */
export function finalScoreGrid(rates: GoalRates, rho: number, state: InPlayState): ScoreGrid {
  const left = remainingFraction(state.half, state.minute);
  return scoreGrid(remainingRates(rates, state), rho * left, state.score);
}
