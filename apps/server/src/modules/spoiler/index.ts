import type { KanqiuModule } from '../../platform/module';
import { spoiler } from './migrations/0018_spoiler';
import { spoilerRoutes } from './spoiler.routes';
import { createSpoilerService, type SpoilerService } from './spoiler.service';

/** What the modules that show or send scores ask: whether a fan keeps a match spoiler-free. */
export type SpoilerServices = Pick<SpoilerService, 'settingsOf'>;

declare module '../../platform/module' {
  interface ModuleServices {
    spoiler: SpoilerServices;
  }
}

/** 防剧透: a fan's hidden matches and live delay, per user (the browser keeps a guest's). */
export const spoilerModule: KanqiuModule = {
  name: 'spoiler',
  migrations: [spoiler],
  async register(app, { database, clock }) {
    const spoilers = createSpoilerService(database.db, clock);
    await app.register(spoilerRoutes, { spoilers });
    return { spoiler: { settingsOf: spoilers.settingsOf } };
  },
};
