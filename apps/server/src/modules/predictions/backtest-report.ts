import { calibration, scoreCard, type Forecast, type ScoreCard } from '@kanqiu/domain';
import type { PredictionBacktest } from '@kanqiu/contract';

const CALIBRATION_BINS = 10;

type CardName = PredictionBacktest['cards'][number]['name'];

const finite = (card: ScoreCard) => ({ ...card, logLoss: Number.isFinite(card.logLoss) ? card.logLoss : null });

/** A published backtest: each method's score card (the model's first) and the model's calibration table. */
export function backtestReport(
  games: { season: string; matches: number; from: number; to: number },
  model: readonly Forecast[],
  baselines: readonly (readonly [CardName, readonly Forecast[]])[],
): PredictionBacktest {
  return {
    ...games,
    cards: [
      { name: 'model' as const, ...finite(scoreCard(model)) },
      ...baselines.map(([name, forecasts]) => ({ name, ...finite(scoreCard(forecasts)) })),
    ],
    calibration: calibration(model, CALIBRATION_BINS),
  };
}
