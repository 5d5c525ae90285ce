import type { FootballResult, OutcomeChances } from '@kanqiu/domain';
import type { BasketballArchive, FootballArchive } from '../database';

/** What the composition root hands the predictions: the real football season, the generated basketball one, the odds model. */
export type PredictionPorts = {
  football: FootballArchive;
  /** The earlier seasons' results, learnt before the replay season's first match; never predicted or scored. */
  history(): readonly FootballResult[];
  basketball: Pick<BasketballArchive, 'provider' | 'gamesOf' | 'teams'>;
  /** The odds model's fair 1X2 chances of a real match (fitted on the whole season: hindsight), for the backtest. */
  oddsModelChances(archiveMatchId: number): OutcomeChances | null;
};
