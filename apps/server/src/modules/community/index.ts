import type { KanqiuModule } from '../../platform/module';
import { createSearchIndex } from '../../platform/search';
import { startCommunitySeed } from './community-seed';
import { communityRoutes } from './community.routes';
import { createCommunityService } from './community.service';
import { community } from './migrations/0013_community';

/** 圈子: circles per competition and big club, posts and questions, comments, likes, reports, 示例用户 posts. */
export const communityModule: KanqiuModule = {
  name: 'community',
  migrations: [community],
  codes: ['postNotFound', 'postHidden', 'answerNotAcceptable'],
  async register(app, { database, clock, sportsClock, logger, use }) {
    const db = database.db;
    const stopSeed = startCommunitySeed({ db, sportsClock, logger: logger.child({ module: 'community' }) });
    app.addHook('onClose', stopSeed);
    await app.register(communityRoutes, {
      community: createCommunityService({
        db,
        clock,
        history: use('news').history,
        search: createSearchIndex(database),
      }),
    });
  },
};
