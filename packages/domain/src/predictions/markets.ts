/**
 * From a match model's numbers to what the predictions show: the 1X2 (or win/loss) chances, the likeliest
 * scores, and the even-ish over/under and handicap lines with their chances. Lines sit on half goals or
 * half points, so no stake is ever refunded and the two sides' chances sum to 1.
 */
import { normalCdf, poissonPmf } from './distributions';
import type { GoalRates } from './football-model';

export type Outcome = 'home' | 'draw' | 'away';

/** `draw` is 0 for basketball, where overtime decides every game. */
export type OutcomeChances = { readonly home: number; readonly draw: number; readonly away: number };

/** `line`: goals (points) the home side gives, or the total; `over` is the home (over) side's chance. */
export type LineChance = { readonly line: number; readonly over: number; readonly under: number };

export type ScoreChance = { readonly home: number; readonly away: number; readonly chance: number };

export type MatchMarkets = {
  readonly outcomes: OutcomeChances;
  readonly handicap: LineChance;
  readonly total: LineChance;
};

const MAX_GOALS = 10;

/** P(home scores i and away j), independent Poisson counts, normalised over 0–10 goals a side. */
export function goalGrid(rates: GoalRates): number[][] {
  const home = poissonPmf(rates.home, MAX_GOALS);
  const away = poissonPmf(rates.away, MAX_GOALS);
  const cells = home.map((h) => away.map((a) => h * a));
  const sum = cells.flat().reduce((s, p) => s + p, 0);
  return cells.map((row) => row.map((p) => p / sum));
}

function chanceWhere(grid: number[][], keep: (home: number, away: number) => boolean): number {
  let sum = 0;
  grid.forEach((row, i) => row.forEach((p, j) => (sum += keep(i, j) ? p : 0)));
  return sum;
}

export function likeliestScores(grid: number[][], count: number): ScoreChance[] {
  return grid
    .flatMap((row, home) => row.map((chance, away) => ({ home, away, chance })))
    .toSorted((a, b) => b.chance - a.chance || a.home - b.home || a.away - b.away)
    .slice(0, count);
}

/** Of the half lines, the one whose chances are nearest even: `overOf(line)` is the chance of beating it. */
export function evenHalfLine(overOf: (line: number) => number, from: number, to: number): LineChance {
  let best: LineChance | null = null;
  for (let line = from; line <= to; line += 1) {
    const over = overOf(line);
    if (!best || Math.abs(over - 0.5) < Math.abs(best.over - 0.5)) best = { line, over, under: 1 - over };
  }
  return best as LineChance;
}

export function footballMarkets(grid: number[][]): MatchMarkets {
  return {
    outcomes: {
      home: chanceWhere(grid, (h, a) => h > a),
      draw: chanceWhere(grid, (h, a) => h === a),
      away: chanceWhere(grid, (h, a) => h < a),
    },
    handicap: evenHalfLine((line) => chanceWhere(grid, (h, a) => h - a > line), -4.5, 4.5),
    total: evenHalfLine((line) => chanceWhere(grid, (h, a) => h + a > line), 0.5, 6.5),
  };
}

/** Spread of a basketball game's final margin and total (docs/odds-model.md §7: 13-point teams, ρ 0.42). */
export const BASKETBALL_MARGIN_SD = 14;
export const BASKETBALL_TOTAL_SD = 21.9;

export type PointsForecast = { readonly margin: number; readonly total: number };

export function basketballMarkets(forecast: PointsForecast): MatchMarkets {
  const beats = (mean: number, sd: number) => (line: number) => 1 - normalCdf((line - mean) / sd);
  const home = beats(forecast.margin, BASKETBALL_MARGIN_SD)(0);
  const centre = (mean: number) => Math.round(mean) + 0.5;
  return {
    outcomes: { home, draw: 0, away: 1 - home },
    handicap: evenHalfLine(
      beats(forecast.margin, BASKETBALL_MARGIN_SD),
      centre(forecast.margin) - 2,
      centre(forecast.margin) + 1,
    ),
    total: evenHalfLine(
      beats(forecast.total, BASKETBALL_TOTAL_SD),
      centre(forecast.total) - 2,
      centre(forecast.total) + 1,
    ),
  };
}

/** The likeliest outcome; ties go home, then draw. */
export function pickOf(outcomes: OutcomeChances): Outcome {
  if (outcomes.home >= outcomes.draw && outcomes.home >= outcomes.away) return 'home';
  return outcomes.draw >= outcomes.away ? 'draw' : 'away';
}

export type Confidence = 'high' | 'medium' | 'low';

/** How sure the pick is: its chance against the sport's thresholds (three outcomes in football, two in basketball). */
export function confidenceOf(outcomes: OutcomeChances, sport: 'football' | 'basketball'): Confidence {
  const top = Math.max(outcomes.home, outcomes.draw, outcomes.away);
  const [high, medium] = sport === 'football' ? [0.6, 0.45] : [0.75, 0.6];
  if (top >= high) return 'high';
  return top >= medium ? 'medium' : 'low';
}

export function outcomeOf(score: readonly [number, number]): Outcome {
  if (score[0] > score[1]) return 'home';
  return score[0] === score[1] ? 'draw' : 'away';
}
