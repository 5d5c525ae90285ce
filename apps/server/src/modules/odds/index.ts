import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';
import { createMatchLookup } from '../football/match-lookup.service';
import { oddsRoutes } from './odds.routes';
import { createOddsService } from './odds.service';

export async function registerOddsModule(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const db = deps.database.db;
  await app.register(oddsRoutes, { odds: createOddsService(db, createMatchLookup(db)) });
}
