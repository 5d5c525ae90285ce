import type { KanqiuModule } from '../../platform/module';
import { createBasketballAnalysisService } from './basketball-analysis.service';
import { createBasketballDetailService, type BasketballDetailService } from './basketball-detail.service';
import { createBasketballListService } from './basketball-list.service';
import { basketballOddsRoutes } from './basketball-odds.routes';
import { basketballRoutes } from './basketball.routes';
import { createFinalBoxScores, type FinalBoxScores } from './final-box-scores';
import { basketball } from './migrations/0003_basketball';
import type { BasketballPastGames } from './past-games';

export type { BasketballPastGames, PastGame } from './past-games';

/** What basketball offers other modules: one game's detail, and the final box scores of finished games. */
export type BasketballServices = { details: Pick<BasketballDetailService, 'detail'>; boxScores: FinalBoxScores };

declare module '../../platform/module' {
  interface ModuleServices {
    basketball: BasketballServices;
  }
}

/** Basketball lists, detail, analysis and odds (spec §7 live basketball); earlier games come from `pastGames`. */
export function basketballModule(pastGames: BasketballPastGames): KanqiuModule {
  return {
    name: 'basketball',
    migrations: [basketball],
    async register(app, { database, sportsClock: clock, hub, config, use, readCache: cache }) {
      const db = database.db;
      const clockRate = config.feed.speed;
      const { follows } = use('match');
      const lists = createBasketballListService({
        db,
        clock,
        positions: hub,
        follows,
        clockRate,
        cache,
        oddsLines: use('odds').mainLines,
      });
      const details = createBasketballDetailService({ db, clock, follows, clockRate });
      const analysis = createBasketballAnalysisService({ db, clock, details, season: pastGames });
      await app.register(basketballRoutes, { lists, details, analysis });
      const basketballMatches = { exists: async (matchId: number) => (await details.find(matchId)) !== undefined };
      await app.register(basketballOddsRoutes, { odds: use('odds').serviceFor(basketballMatches) });
      return { basketball: { details, boxScores: createFinalBoxScores(db) } };
    },
  };
}
