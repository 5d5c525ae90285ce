import type { KanqiuModule } from '../../platform/module';
import { createFootballBook } from './football-book';
import type { PredictionPorts } from './ports';
import { createPredictionsRepository } from './predictions.repository';
import { predictionsRoutes } from './predictions.routes';
import { createPredictionsService } from './predictions.service';

export type { PredictionPorts } from './ports';

/** Read-only: what the model says of a stored match (null when there is no such match), for the AI chat. */
export type PredictionServices = Pick<ReturnType<typeof createPredictionsService>, 'predictionFor'>;

declare module '../../platform/module' {
  interface ModuleServices {
    predictions: PredictionServices;
  }
}

/** AI 预测: the model's chances for every match, its record, and the published backtest (docs/ai-predictions.md). */
export function predictionsModule(ports: PredictionPorts): KanqiuModule {
  return {
    name: 'predictions',
    codes: ['predictionNotFound'],
    async register(app, { database, sportsClock }) {
      const predictions = createPredictionsService({
        repository: createPredictionsRepository(database.db),
        book: createFootballBook(ports),
        ports,
        clock: sportsClock,
      });
      await app.register(predictionsRoutes, { predictions });
      return { predictions: { predictionFor: predictions.predictionFor } };
    },
  };
}
