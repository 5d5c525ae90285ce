import type { KanqiuModule } from '../../platform/module';
import { analysisRoutes } from './analysis.routes';
import { createAnalysisService } from './analysis.service';
import { matchDetailRoutes } from './match-detail.routes';
import { createMatchDetailService, type MatchDetailService } from './match-detail.service';
import { matchListRoutes } from './match-list.routes';
import { createMatchListService } from './match-list.service';

/** What football offers other modules: one match's events and statistics (文字直播). */
export type FootballServices = { details: Pick<MatchDetailService, 'textLive'> };

declare module '../../platform/module' {
  interface ModuleServices {
    football: FootballServices;
  }
}

/** Football score lists, match detail and analysis (spec §7 live football). */
export const footballModule: KanqiuModule = {
  name: 'football',
  async register(app, { database, sportsClock: clock, hub, config, use, readCache: cache }) {
    const db = database.db;
    const { follows, calendar } = use('match');
    const clockRate = config.feed.speed;
    const details = createMatchDetailService({ db, clock, follows, clockRate });
    await app.register(matchListRoutes, {
      lists: createMatchListService({ db, clock, positions: hub, follows, clockRate, cache }),
    });
    await app.register(matchDetailRoutes, { details });
    await app.register(analysisRoutes, { analysis: createAnalysisService({ db, clock, details, calendar }) });
    return { football: { details } };
  },
};
