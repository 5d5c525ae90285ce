import type { KanqiuModule } from '../../platform/module';
import type { MatchLookup } from '../match';
import { oddsRoutes } from './odds.routes';
import { createOddsService, type OddsService } from './odds.service';

export type { OddsService } from './odds.service';

/** Odds of any sport; a sport's module asks for a service bound to its own matches. */
export type OddsServices = { serviceFor(matches: Pick<MatchLookup, 'exists'>): OddsService };

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
    return { odds: { serviceFor } };
  },
};
