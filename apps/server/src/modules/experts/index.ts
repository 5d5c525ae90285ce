import type { KanqiuModule } from '../../platform/module';
import { expertsRoutes } from './experts.routes';
import { createFollowerNotices } from './follower-notices';
import { createExpertsService } from './experts.service';
import { experts } from './migrations/0019_experts';
import { startSettlementDesk } from './settlement-desk';
import { startSimulatedExperts } from './simulated-experts';
import { createTipsService } from './tips.service';
import { createViewers } from './viewers';
import { expertsCodes } from './codes';

/**
 * 专家方案: experts (certified fans and four 模拟专家), tips on one market of one match, bought once through
 * the ledger, settled after the match with the one settlement of picks; records, levels, rankings and follows;
 * followers get a 通知 of each new tip through the messages door.
 */
export const expertsModule: KanqiuModule = {
  name: 'experts',
  migrations: [experts],
  codes: expertsCodes,
  async register(app, { database, clock, sportsClock, logger, use, readCache: cache }) {
    const db = database.db;
    const wallet = use('wallet');
    const deskLogger = logger.child({ module: 'experts' });
    const viewers = createViewers(db, cache);
    const expertsService = createExpertsService({ db, clock, sportsClock, cache, viewers });
    const followerNotices = createFollowerNotices({ db, im: use('im'), logger: deskLogger });
    const tips = createTipsService({ db, clock, sportsClock, wallet, cache, announce: followerNotices.announce });
    const stopSettlement = startSettlementDesk({
      db,
      sportsClock,
      wallet,
      experts: expertsService,
      cache,
      logger: deskLogger,
    });
    const stopSimulated = startSimulatedExperts({ db, clock, sportsClock, tips, logger: deskLogger });
    app.addHook('onClose', async () => {
      await Promise.all([stopSettlement(), stopSimulated()]);
      await followerNotices.settled();
    });
    await app.register(expertsRoutes, {
      db,
      sportsClock,
      experts: expertsService,
      tips,
      viewers,
      realNames: use('user').realNames,
      spending: use('spending'),
    });
  },
};
