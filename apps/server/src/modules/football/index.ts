import type { KanqiuModule } from '../../platform/module';
import { analysisRoutes } from './analysis.routes';
import { createAnalysisService, type AnalysisService } from './analysis.service';
import { matchDetailRoutes } from './match-detail.routes';
import { createMatchDetailService, type MatchDetailService } from './match-detail.service';
import { createSeasonTables, type SeasonTables } from './season-table';
import { matchListRoutes } from './match-list.routes';
import { createMatchListService } from './match-list.service';

export type { SeasonTable, SeasonTableGroup, SeasonTables } from './season-table';

/**
 * What football offers other modules: one match's events and statistics (文字直播), the one table of a stored
 * season as of now (the 资料库 shows the table the match page's 分析 shows) and a team's next fixtures on the replay
 * calendar (the 资料库's team page shows the 未来赛程 of 分析).
 */
export type FootballServices = {
  details: Pick<MatchDetailService, 'textLive'>;
  seasons: SeasonTables;
  upcoming: AnalysisService['upcoming'];
};

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
    const { follows, calendar, matches } = use('match');
    const clockRate = config.feed.speed;
    const seasons = createSeasonTables(db, clock);
    const details = createMatchDetailService({ db, clock, follows, clockRate });
    await app.register(matchListRoutes, {
      lists: createMatchListService({
        db,
        clock,
        positions: hub,
        follows,
        lotteryPrices: use('odds').serviceFor(matches).lotteryPrices,
        clockRate,
        cache,
      }),
    });
    await app.register(matchDetailRoutes, { details });
    const analysis = createAnalysisService({ db, details, calendar, seasons });
    await app.register(analysisRoutes, { analysis });
    return { football: { details, seasons, upcoming: analysis.upcoming } };
  },
};
