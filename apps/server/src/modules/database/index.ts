import type { KanqiuModule } from '../../platform/module';
import type { BasketballArchive, FootballArchive } from './archive';
import { createDatabaseRepository } from './database.repository';
import { databaseRoutes } from './database.routes';
import { createDatabaseService, type DatabaseService } from './database.service';
import { createSeasonBook } from './season-book';
import { createSeasonNow } from './season-now';
import { createTeamColorTable } from './team-colors';

export type { BasketballArchive, FootballArchive } from './archive';
export type { DatabaseService } from './database.service';

declare module '../../platform/module' {
  interface ModuleServices {
    /** The 资料库's read-only pages (competitions with standings, teams, players), for the AI assistant. */
    database: DatabaseService;
  }
}

/** 资料库: competitions, teams and players of the real seasons, read-only. */
export function databaseModule(archive: FootballArchive, basketball: BasketballArchive): KanqiuModule {
  return {
    name: 'database',
    async register(app, { database, sportsClock, use }) {
      const repository = createDatabaseRepository(database.db);
      const book = createSeasonBook(archive);
      const service = createDatabaseService({
        repository,
        book,
        seasonNow: createSeasonNow({ book, archive, seasons: use('football').seasons }),
        upcoming: use('football').upcoming,
        basketball,
        boxScores: use('basketball').boxScores,
        replays: use('match').replays,
        clock: sportsClock,
      });
      await app.register(databaseRoutes, {
        database: service,
        teamColors: createTeamColorTable(() => repository.teamColors()),
      });
      return { database: service };
    },
  };
}
