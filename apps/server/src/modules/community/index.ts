import type { KanqiuModule } from '../../platform/module';
import { repeatTask } from '../../platform/repeat';
import { createSearchIndex } from '../../platform/search';
import { adminCommunityRoutes } from './admin.routes';
import { startCommunitySeed } from './community-seed';
import { communityRoutes } from './community.routes';
import { createCommunityService } from './community.service';
import { community } from './migrations/0013_community';
import { communityModeration } from './migrations/0030_community_moderation';
import { commentHidden } from './migrations/0036_comment_hidden';
import { createModeration } from './moderation.service';
import { reportedSubjects } from './reported-subjects';
import { myCommunityRoutes } from './my-community.routes';
import { createPostSearch } from './post-search';
import { createNotices, type CommunityNotices } from './notices.service';
import { postMediaRoutes } from './post-media.routes';
import { createPostMedia, FREE_IMAGE_SWEEP_INTERVAL_MS } from './post-media.service';
import { createWriteAllowance } from './write-allowance';
import { communityCodes } from './codes';

export type { NewNotice } from './notices.service';
/** What the community offers later modules: its 互动消息 (`notify`, `list`, `unread`), for the IM notice channel. */
export type CommunityServices = { notices: CommunityNotices };

declare module '../../platform/module' {
  interface ModuleServices {
    community: CommunityServices;
  }
}

/**
 * 圈子: circles per competition and big club, posts and questions with pictures, a match or team tag and
 * @mentions, comments, likes, reports, per-user write limits, operators' moderation, 互动消息, 示例用户 posts.
 */
export const communityModule: KanqiuModule = {
  name: 'community',
  migrations: [community, communityModeration, commentHidden],
  codes: communityCodes,
  async register(app, { database, clock, sportsClock, logger, use, config, readCache: cache, store }) {
    const db = database.db;
    const media = createPostMedia({
      db,
      clock,
      sportsClock,
      store,
      maxUploadBytes: config.maxUploadBytes,
    });
    const notices = createNotices({ db, clock, im: use('im') });
    const search = createPostSearch(createSearchIndex(database));
    const log = logger.child({ module: 'community' });
    const stopSeed = startCommunitySeed({ db, search, cache, sportsClock, logger: log });
    const stopSweep = repeatTask(media.sweepFreeImages, {
      intervalMs: FREE_IMAGE_SWEEP_INTERVAL_MS,
      logger: log,
      name: 'free post pictures sweep',
    });
    app.addHook('onClose', async () => {
      await Promise.all([stopSeed(), stopSweep()]);
    });
    const moderation = createModeration({
      db,
      clock,
      search,
      notices,
      allowance: createWriteAllowance(app),
      cache,
      blocks: use('moderation').blocks,
      reports: use('moderation').reports,
    });
    const { post, comment } = reportedSubjects({ db, media, moderation });
    use('moderation').reports.describe('post', post);
    use('moderation').reports.describe('comment', comment);
    const community = createCommunityService({
      db,
      clock,
      history: use('news').history,
      media,
      moderation,
      notices,
      search,
      cache,
      text: use('moderation').text,
      reports: use('moderation').reports,
    });
    await app.register(communityRoutes, { community, minorMode: use('minorMode') });
    await app.register(postMediaRoutes, { media, db });
    await app.register(myCommunityRoutes, { community, notices });
    if (config.adminToken) {
      await app.register(adminCommunityRoutes, { moderation, adminToken: config.adminToken });
    }
    return { community: { notices } };
  },
};
