import type { KanqiuModule } from '../../platform/module';
import { createCoverRenderer } from './cover';
import { createHistory, type History } from './history';
import { news } from './migrations/0012_news';
import { newsRoutes } from './news.routes';
import { createNewsService, type NewsService } from './news.service';
import { startNewsroom } from './newsroom';

export type { HistoryItem } from './history';

/** What the news module offers: the reading history other modules' pages add to, and the newest articles. */
export type NewsServices = { history: Pick<History, 'record'>; articles: Pick<NewsService, 'recent'> };

declare module '../../platform/module' {
  interface ModuleServices {
    news: NewsServices;
  }
}

/** 资讯: columns, articles the newsroom writes from the matches as they are played, likes and comments. */
export const newsModule: KanqiuModule = {
  name: 'news',
  migrations: [news],
  codes: ['articleNotFound', 'contentSensitive'],
  async register(app, { database, clock, sportsClock, logger }) {
    const db = database.db;
    const stopNewsroom = startNewsroom({ db, sportsClock, logger: logger.child({ module: 'news' }) });
    app.addHook('onClose', stopNewsroom);
    const history = createHistory(db, clock);
    const articles = createNewsService({ db, clock, sportsClock, renderCover: createCoverRenderer(), history });
    await app.register(newsRoutes, { news: articles, history });
    return { news: { history, articles } };
  },
};
