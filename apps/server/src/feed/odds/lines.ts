/**
 * Main lines: the quarter line on which both sides are closest to an even chance (refunds set aside).
 *
 * Sign convention of the handicap line, the same as events.ts and domain handicapName: a positive line
 * means the home side gives that many goals (the home stake wins when home goals − away goals > line), a
 * negative one that the away side gives (handicapName prefixes 受). In play the line counts the goals
 * already scored: at 1-0 a line of 1.5 means the home side must end two goals up.
 */
import {
  expectedSettlement,
  marketDistribution,
  winShare,
  type Distribution,
  type LineMarket,
  type ScoreGrid,
} from './probabilities';

export const QUARTER = 0.25;
/** Spec §9: football handicap tables run to 10 goals either way. */
export const MAX_HANDICAP = 10;
/** Total lines are searched up to this many goals above the goals already scored. */
const MAX_TOTAL_AHEAD = 10;

const HANDICAP_LINES = quarterRange(-MAX_HANDICAP, MAX_HANDICAP);
const TOTALS_AHEAD = quarterRange(QUARTER, MAX_TOTAL_AHEAD);

/** The home (asia) or over (total) side's even-chance share on `line`. */
export function lineShare(grid: ScoreGrid, market: LineMarket, line: number): number {
  return winShare(expectedSettlement(marketDistribution(grid, market), line));
}

export function mainHandicapLine(grid: ScoreGrid): number {
  return closestToEven(marketDistribution(grid, 'asia'), HANDICAP_LINES);
}

/** The over/under line; it always needs at least one more goal than already scored to be won. */
export function mainTotalLine(grid: ScoreGrid): number {
  const scored = grid.base[0] + grid.base[1];
  return closestToEven(
    marketDistribution(grid, 'total'),
    TOTALS_AHEAD.map((ahead) => scored + ahead),
  );
}

/** `line` moved by `quarters` quarter goals, kept within the handicap table. */
export function shiftHandicap(line: number, quarters: number): number {
  return Math.min(MAX_HANDICAP, Math.max(-MAX_HANDICAP, line + quarters * QUARTER));
}

/**
 * The line whose share is nearest 0.5 (ties to the lower line). The share never rises with the line, so a
 * binary search finds the first line below 0.5 and the answer is it or the line before.
 */
function closestToEven(distribution: Distribution, lines: readonly number[]): number {
  const gap = (line: number): number => winShare(expectedSettlement(distribution, line)) - 0.5;
  let low = 0;
  let high = lines.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (gap(lines[middle] ?? 0) < 0) high = middle;
    else low = middle + 1;
  }
  const above = lines[low] ?? 0;
  const below = lines[low - 1];
  return below !== undefined && Math.abs(gap(below)) <= Math.abs(gap(above)) ? below : above;
}

function quarterRange(from: number, to: number): number[] {
  const steps = Math.round((to - from) / QUARTER);
  return Array.from({ length: steps + 1 }, (_, i) => from + i * QUARTER);
}
