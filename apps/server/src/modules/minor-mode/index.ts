import type { KanqiuModule } from '../../platform/module';
import { adjustableClock } from '../../platform/clock';
import { minorMode } from './migrations/0060_minor_mode';
import { minorPasswordFailures } from './migrations/0075_minor_password_failures';
import { minorModeAdminRoutes, minorModeRoutes } from './minor-mode.routes';
import { createMinorModeService, type MinorModeService } from './minor-mode.service';
import { createSpendingService, type SpendingService } from './spending.service';
import { minorModeCodes } from './codes';

export { SPEND_CONFIRMED_HEADER, type SpendGate } from './spending.service';

/**
 * What the modules with paid, social or listed things ask before acting
 * (docs/decisions/0064-minor-mode-and-money-rules.md).
 */
export type MinorModeServices = Pick<MinorModeService, 'refuse' | 'isOn' | 'suitableFor'>;
export type SpendingServices = Pick<SpendingService, 'gate' | 'mayRecharge' | 'assertAdult'>;

declare module '../../platform/module' {
  interface ModuleServices {
    minorMode: MinorModeServices;
    spending: SpendingServices;
  }
}

/** Routes a holder reaches even while the mode closes the product: the lock screen's, and the account's. */
const alwaysOpen = ['/minor/', '/user/', '/health', '/app/', '/admin/'];
const isAlwaysOpen = (url: string) => alwaysOpen.some((prefix) => url.startsWith(prefix));

/**
 * 青少年模式 and the money rules (docs/decisions/0064-minor-mode-and-money-rules.md): one policy the rooms, gifts, wallet,
 * tips, guessing, wheel and messages ask, plus a hook that keeps the rest hours and counts the minutes of every request
 * a holder makes.
 */
export const minorModeModule: KanqiuModule = {
  name: 'minor-mode',
  migrations: [minorMode, minorPasswordFailures],
  codes: minorModeCodes,
  async register(app, { config, database, clock: realClock, use, readCache }) {
    const db = database.db;
    const adjustable = config.minorClock === 'adjustable' ? adjustableClock(realClock) : null;
    const clock = adjustable ?? realClock;
    const user = use('user');
    const minor = createMinorModeService({ db, clock, user, cache: readCache });
    const spending = createSpendingService({
      db,
      dialect: database.dialect,
      clock,
      limits: config.spending,
      realNames: user.realNames,
      minorMode: minor,
    });
    app.passAnswerMemory((request) => minor.wasSeenInMode(request));
    app.addHook('preHandler', (request) => minor.guard(request, isAlwaysOpen(request.url)));
    await app.register(minorModeRoutes, { minorMode: minor, spending });
    if (config.adminToken) {
      await app.register(minorModeAdminRoutes, { db, clock: adjustable, adminToken: config.adminToken, now: clock });
    }
    return {
      minorMode: { refuse: minor.refuse, isOn: minor.isOn, suitableFor: minor.suitableFor },
      spending: { gate: spending.gate, mayRecharge: spending.mayRecharge, assertAdult: spending.assertAdult },
    };
  },
};
