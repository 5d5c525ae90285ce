import type { KanqiuModule } from '../../platform/module';
import { createSearchIndex, type SearchIndex } from '../../platform/search';
import { adminNewsRoutes } from './admin.routes';
import { createCoverRenderer } from './cover';
import { createEditorialService } from './editorial.service';
import { createHistory, type History } from './history';
import { news } from './migrations/0012_news';
import { newsSearchEditorial } from './migrations/0029_news_search_editorial';
import { newsRoutes } from './news.routes';
import { startReadCounter } from './read-counter';
import { createNewsService, type NewsService } from './news.service';
import { startNewsroom } from './newsroom';
import { newsCodes } from './codes';

export type { HistoryItem } from './history';

/**
 * What the news module offers: the reading history other modules' pages add to, the search over articles and
 * posts (the platform's index: community posts go in through it), and the newest articles.
 */
export type NewsServices = {
  history: Pick<History, 'record'>;
  search: Pick<SearchIndex, 'search'>;
  articles: Pick<NewsService, 'recent'>;
};

declare module '../../platform/module' {
  interface ModuleServices {
    news: NewsServices;
  }
}

/** 资讯: columns, articles the newsroom writes from the matches as they are played, operators' articles, search. */
export const newsModule: KanqiuModule = {
  name: 'news',
  migrations: [news, newsSearchEditorial],
  codes: newsCodes,
  async register(app, { config, database, clock, sportsClock, logger, use, readCache, store }) {
    const db = database.db;
    const search = createSearchIndex(database);
    const history = createHistory(db, clock);
    const reads = startReadCounter(db, logger.child({ module: 'news' }));
    app.addHook('onClose', reads.stop);
    const articles = createNewsService({
      db,
      clock,
      sportsClock,
      renderCover: createCoverRenderer(),
      history,
      search,
      replays: use('rooms'),
      cache: readCache,
      reads,
      ...use('moderation'),
    });
    const { articlesChanged } = articles;
    const stopNewsroom = startNewsroom({
      db,
      search,
      sportsClock,
      logger: logger.child({ module: 'news' }),
      articlesChanged,
    });
    app.addHook('onClose', stopNewsroom);
    await app.register(newsRoutes, { news: articles, history });
    if (config.adminToken) {
      const images = { store, maxBytes: config.maxUploadBytes };
      const editorial = createEditorialService({ db, clock, sportsClock, search, images, articlesChanged });
      await app.register(adminNewsRoutes, { editorial, adminToken: config.adminToken });
    }
    return { news: { history, search, articles } };
  },
};
