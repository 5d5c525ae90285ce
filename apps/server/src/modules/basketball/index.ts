import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';
import { createFollowService } from '../football/follow.service';
import { createMatchLookup } from '../football/match-lookup.service';
import { createOddsService } from '../odds/odds.service';
import { loadBasketball } from '../../feed/dataset/dataset';
import { createBasketballSeason } from '../../feed/providers/basketball/season';
import { createBasketballAnalysisService } from './basketball-analysis.service';
import { basketballOddsRoutes } from './basketball-odds.routes';
import { basketballRoutes } from './basketball.routes';
import { createBasketballDetailService } from './basketball-detail.service';
import { createBasketballListService } from './basketball-list.service';

export async function registerBasketballModule(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { sportsClock: clock, hub: positions } = deps;
  const db = deps.database.db;
  const clockRate = deps.config.feed.speed;
  const follows = createFollowService(db, clock, createMatchLookup(db));
  const lists = createBasketballListService({ db, clock, positions, follows, clockRate });
  const details = createBasketballDetailService({ db, clock, follows, clockRate });
  const season = createBasketballSeason(loadBasketball(deps.config.feed.dataDir));
  const analysis = createBasketballAnalysisService({ db, clock, details, season });
  await app.register(basketballRoutes, { lists, details, analysis });
  const basketballMatches = { exists: async (matchId: number) => (await details.find(matchId)) !== undefined };
  await app.register(basketballOddsRoutes, { odds: createOddsService(db, basketballMatches) });
}
