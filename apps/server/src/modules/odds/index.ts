import type { KanqiuModule } from '../../platform/module';
import type { MatchLookup } from '../match';
import { oddsRoutes } from './odds.routes';
import { findMainLines } from './odds.repository';
import { createOddsService, type OddsService } from './odds.service';

export type { OddsService } from './odds.service';
export { oddsRoutesOf } from './odds.routes';

/** Odds of any sport; a sport's module asks for a service bound to its own matches. */
export type OddsServices = {
  serviceFor(matches: Pick<MatchLookup, 'exists'>): OddsService;
  /** One company's asian and total lines of the matches, oldest first (basketball's list rows). */
  mainLines(matchIds: readonly number[], companyId: number): ReturnType<typeof findMainLines>;
};

declare module '../../platform/module' {
  interface ModuleServices {
    odds: OddsServices;
  }
}

export const oddsModule: KanqiuModule = {
  name: 'odds',
  async register(app, { database, use }) {
    const serviceFor = (matches: Pick<MatchLookup, 'exists'>) => createOddsService(database.db, matches);
    await app.register(oddsRoutes, { odds: serviceFor(use('match').matches) });
    const mainLines = (matchIds: readonly number[], companyId: number) =>
      findMainLines(database.db, matchIds, companyId);
    return { odds: { serviceFor, mainLines } };
  },
};
