import type { KanqiuModule } from '../../platform/module';
import { activityRoutes } from './activity.routes';
import { createAddressService } from './address.service';
import { createCampaignService } from './campaign.service';
import { createGuessService } from './guess.service';
import { seedPrizes } from './lottery.repository';
import { createLotteryService } from './lottery.service';
import { activity } from './migrations/0022_activity';
import { lotteryClientSeed } from './migrations/0070_lottery_client_seed';
import { wheelPointsOnly } from './migrations/0076_wheel_points_only';
import { createRankService } from './rank.service';
import { createSettlement } from './settlement';
import { activityCodes } from './codes';

/**
 * 活动: the month's campaign (/tj/operate/config), sign-in streaks, points guessing settled from the results, the
 * provably fair prize wheel, the profit leaderboard and prizes shipped to an address. Points only move through the
 * wallet's ledger; none are bought or cashed out.
 */
export const activityModule: KanqiuModule = {
  name: 'activity',
  migrations: [activity, lotteryClientSeed, wheelPointsOnly],
  codes: activityCodes,
  async register(app, { database, clock, sportsClock, config, logger, use, readCache }) {
    const db = database.db;
    const wallet = use('wallet');
    const { matches } = use('match');
    await seedPrizes(db);
    const odds = use('odds').serviceFor(matches);
    await app.register(activityRoutes, {
      campaign: createCampaignService({ db, clock, wallet }),
      guesses: createGuessService({ db, clock, sportsClock, odds, wallet }),
      lottery: createLotteryService({ db, clock, wallet }),
      ranks: createRankService(db, clock, readCache),
      addresses: createAddressService(db, clock),
      minorMode: use('minorMode'),
      adminToken: config.adminToken,
    });
    const stopSettlement = createSettlement({ db, clock, wallet }).start(logger);
    app.addHook('onClose', stopSettlement);
  },
};
