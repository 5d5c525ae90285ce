import type { NobleHolding } from '@kanqiu/domain';
import type { KanqiuModule } from '../../platform/module';
import { giftsRoutes } from './gifts.routes';
import { createGiftsService } from './gifts.service';
import { gifts } from './migrations/0008_gifts';
import { createNoblesService } from './nobles.service';
import { giftsCodes } from './codes';

/** What chat reads: the noble tier a fan holds now (badge, name colour, entrance message), or null. */
export type GiftsServices = { nobleOf(userId: number): Promise<NobleHolding | null> };

declare module '../../platform/module' {
  interface ModuleServices {
    gifts: GiftsServices;
  }
}

/** 礼物 and 贵族: the gift catalogue, sends through the ledger to the anchor, the 贡献榜, noble tiers. */
export const giftsModule: KanqiuModule = {
  name: 'gifts',
  migrations: [gifts],
  codes: giftsCodes,
  async register(app, { database, clock, use }) {
    const db = database.db;
    const wallet = use('wallet');
    const nobles = createNoblesService({ db, clock, wallet });
    const service = createGiftsService({ db, clock, wallet, rooms: use('rooms'), nobles });
    await app.register(giftsRoutes, { gifts: service, nobles, spending: use('spending') });
    return { gifts: { nobleOf: nobles.current } };
  },
};
