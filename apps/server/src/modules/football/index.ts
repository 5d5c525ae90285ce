import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';
import { analysisRoutes } from './analysis.routes';
import { createAnalysisService } from './analysis.service';
import { followRoutes } from './follow.routes';
import { createFollowService } from './follow.service';
import { matchDetailRoutes } from './match-detail.routes';
import { createMatchDetailService } from './match-detail.service';
import { matchListRoutes } from './match-list.routes';
import { createMatchListService } from './match-list.service';
import { createMatchLookup } from './match-lookup.service';

export async function registerFootballModule(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { sportsClock: clock, hub: positions } = deps;
  const db = deps.database.db;
  const follows = createFollowService(db, clock, createMatchLookup(db));
  const clockRate = deps.config.feed.speed;
  const details = createMatchDetailService({ db, clock, follows, clockRate });
  await app.register(matchListRoutes, { lists: createMatchListService({ db, clock, positions, follows, clockRate }) });
  await app.register(matchDetailRoutes, { details });
  await app.register(analysisRoutes, { analysis: createAnalysisService({ db, clock, details }) });
  await app.register(followRoutes, { follows });
}
