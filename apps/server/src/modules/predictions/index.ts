import { setTimeout as sleep } from 'node:timers/promises';
import type { FeedStatus } from '../../platform/feed-status';
import type { KanqiuModule } from '../../platform/module';
import { createBasketballBook } from './basketball-book';
import { createFootballBook } from './football-book';
import type { PredictionPorts } from './ports';
import { createPredictionsRepository } from './predictions.repository';
import { predictionsRoutes } from './predictions.routes';
import { createPredictionsService } from './predictions.service';
import { predictionsCodes } from './codes';

export type { PredictionPorts } from './ports';

const FEED_POLL_MS = 1000;

async function whenFeedReady(feedStatus: FeedStatus): Promise<void> {
  while (feedStatus.current() === 'starting') await sleep(FEED_POLL_MS, undefined, { ref: false });
}

/** Read-only: what the model says of a stored match (null when there is no such match), for the AI chat. */
export type PredictionServices = Pick<ReturnType<typeof createPredictionsService>, 'predictionFor'>;

declare module '../../platform/module' {
  interface ModuleServices {
    predictions: PredictionServices;
  }
}

/** AI 预测: the model's chances for every match, its record, and the published backtest (docs/ai-predictions.md). */
export function predictionsModule(ports: PredictionPorts, feedStatus: FeedStatus): KanqiuModule {
  return {
    name: 'predictions',
    codes: predictionsCodes,
    async register(app, { database, sportsClock, logger, use }) {
      const predictions = createPredictionsService({
        repository: createPredictionsRepository(database.db),
        book: createFootballBook(ports, use('football').seasons),
        basketballBook: createBasketballBook(ports, sportsClock),
        ports,
        clock: sportsClock,
      });
      await app.register(predictionsRoutes, { predictions });
      // Where a feed runs, the first fan should not wait for the season's walk, the backtest and the games the
      // basketball ratings replay: they are worked out once the feed has stored its days (a test server has no feed).
      if (feedStatus.current() !== 'off') {
        app.addHook('onListen', async () => {
          void whenFeedReady(feedStatus)
            .then(() => predictions.warm())
            .catch((error: unknown) => logger.warn({ err: error }, 'predictions warm-up failed'));
        });
      }
      return { predictions: { predictionFor: predictions.predictionFor } };
    },
  };
}
