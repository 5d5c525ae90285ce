/**
 * How good probability forecasts were, for the published backtest: hit rate of the likeliest outcome,
 * Brier score (sum over the outcomes of (p − observed)², 0 is perfect, 2 the worst) and log loss
 * (−ln of the chance given to what happened), each averaged over the matches; and a calibration table.
 */
import { pickOf, type Outcome, type OutcomeChances } from './markets';

export type Forecast = { readonly chances: OutcomeChances; readonly outcome: Outcome };

export type ScoreCard = {
  readonly matches: number;
  readonly accuracy: number;
  readonly brier: number;
  /** Infinite when a forecast gave 0 to what happened (a hard pick such as "always home"). */
  readonly logLoss: number;
};

const OUTCOMES: readonly Outcome[] = ['home', 'draw', 'away'];

export function brierScore(forecast: Forecast): number {
  return OUTCOMES.reduce((sum, o) => sum + (forecast.chances[o] - (o === forecast.outcome ? 1 : 0)) ** 2, 0);
}

export function logLoss(forecast: Forecast): number {
  return -Math.log(forecast.chances[forecast.outcome]);
}

/** 0 for none: a backtest before its season's first result scores no match. */
const mean = (values: readonly number[]) =>
  values.length === 0 ? 0 : values.reduce((s, v) => s + v, 0) / values.length;

export function scoreCard(forecasts: readonly Forecast[]): ScoreCard {
  return {
    matches: forecasts.length,
    accuracy: mean(forecasts.map((f) => (pickOf(f.chances) === f.outcome ? 1 : 0))),
    brier: mean(forecasts.map(brierScore)),
    logLoss: mean(forecasts.map(logLoss)),
  };
}

export type CalibrationBin = {
  /** The bin's range of forecast chances [from, to). */
  readonly from: number;
  readonly to: number;
  /** Mean forecast chance and the share that happened, over every outcome forecast in the bin. */
  readonly forecast: number;
  readonly observed: number;
  readonly count: number;
};

/** Every outcome's chance of every match, in `bins` equal bins; empty bins are left out. */
export function calibration(forecasts: readonly Forecast[], bins: number): CalibrationBin[] {
  const points = forecasts.flatMap((f) =>
    OUTCOMES.filter((o) => f.chances[o] > 0).map((o) => ({ p: f.chances[o], hit: o === f.outcome ? 1 : 0 })),
  );
  return Array.from({ length: bins }, (_, i) => {
    const from = i / bins;
    const to = (i + 1) / bins;
    const inBin = points.filter((pt) => pt.p >= from && (pt.p < to || (i === bins - 1 && pt.p <= to)));
    return inBin.length === 0
      ? null
      : {
          from,
          to,
          forecast: mean(inBin.map((pt) => pt.p)),
          observed: mean(inBin.map((pt) => pt.hit)),
          count: inBin.length,
        };
  }).filter((bin): bin is CalibrationBin => bin !== null);
}

export type OutcomeCounts = Record<Outcome, number>;

/**
 * The base rates of the results known so far, for the naive baseline (⅓ each before any is known);
 * without draws (basketball) two outcomes share it (½ each before any is known).
 */
export function baseRates(counts: OutcomeCounts, draws = true): OutcomeChances {
  const n = counts.home + counts.draw + counts.away;
  const outcomes = draws ? 3 : 2;
  // One imaginary match of each possible outcome keeps every chance above 0.
  const rate = (count: number) => (count + 1) / (n + outcomes);
  return { home: rate(counts.home), draw: draws ? rate(counts.draw) : 0, away: rate(counts.away) };
}
