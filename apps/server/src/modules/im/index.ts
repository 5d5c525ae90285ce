import type { KanqiuModule } from '../../platform/module';
import { createOriginPolicy } from '../../platform/socket/origin-policy';
import { createFavoritesService } from './favorites.service';
import { createGroupsService } from './groups.service';
import { registerImSocket } from './im-socket';
import { imRoutes } from './im.routes';
import { createMessagesService } from './messages.service';
import { im } from './migrations/0011_im';
import { imDeletedFavorites } from './migrations/0024_im_deleted_favorites';
import { imNotices } from './migrations/0032_im_notices';
import { imNoticeCenter } from './migrations/0079_im_notice_center';
import { createNoticeCenter } from './notice-center.service';
import { imModeration } from './migrations/0033_im_moderation';
import { imAdminRoutes } from './im-admin.routes';
import { imMessageSubject } from './reported-message';
import { createNotesService } from './notes.service';
import { createNoticesService, type SystemNotice } from './notices.service';
import { createChatImages } from './chat-images';
import { imMediaRoutes } from './im-media.routes';
import { createSearchService } from './search.service';
import { createSendAllowance } from './send-allowance';
import { createRelationsService } from './relations.service';
import { imCodes } from './codes';

export type { SystemNotice } from './notices.service';

/** What other modules may ask of messages. */
export type ImServices = {
  /**
   * Sends a system notice (10036) into each user's 通知: stored once per user and `key` (a retry or a second
   * call is no second notice), counted as unread, delivered live; many users go in batches. Answers how many got it now.
   */
  notify(userIds: readonly number[], notice: SystemNotice): Promise<number>;
};

declare module '../../platform/module' {
  interface ModuleServices {
    im: ImServices;
  }
}

/**
 * Messages (消息, spec §7 Messaging): follows and friends, one-to-one and group conversations with roles,
 * notices, unread counts and read positions, over the `/imserver/ws` socket on the hub's `user:<id>` channels;
 * system notices for the other modules (`im.notify`), 公告 and 版本说明, and what the one report queue shows of a reported message.
 */
export const imModule: KanqiuModule = {
  name: 'im',
  migrations: [im, imDeletedFavorites, imNotices, imModeration, imNoticeCenter],
  codes: imCodes,
  channels: [{ namespace: 'user', access: 'self', history: { size: 200, maxAgeSeconds: 600 } }],
  async register(app, { database, hub, clock, config, metrics, store, use }) {
    const sent = metrics.counter('im_messages_total', 'IM messages stored, by kind', ['kind']);
    const commit = metrics.histogram('im_commit_seconds', 'From a message handed to the group commit to it stored');
    const messages = createMessagesService({
      db: database.db,
      hub,
      clock,
      takeSendAllowance: createSendAllowance(app),
      inMinorMode: use('minorMode').isOn,
      ...use('moderation'),
      stored: (kind, seconds) => {
        sent.inc({ kind });
        commit.observe(seconds);
      },
    });
    const relations = createRelationsService(database.db, messages);
    const groups = createGroupsService(database.db, messages, relations);
    registerImSocket(app, {
      hub,
      messages,
      verifyToken: (token) => app.verifyToken(token),
      originAllowed: createOriginPolicy(config.http.webOrigins, config.realtime.allowLoopbackOrigins),
      maxMessagesPerSecond: config.realtime.socket.maxMessagesPerSecond,
    });
    const favorites = createFavoritesService(database.db, messages);
    const search = createSearchService(database.db, { messages, relations, groups });
    const notices = createNoticesService({ db: database.db, dialect: database.dialect, messages });
    const notes = createNotesService(database.db, notices, messages.nowMs);
    const noticeCenter = createNoticeCenter(database.db, messages);
    await app.register(imRoutes, { messages, relations, groups, favorites, search, notes, noticeCenter });
    const images = createChatImages({ store, maxBytes: config.maxUploadBytes });
    await app.register(imMediaRoutes, { messages, images });
    use('moderation').reports.describe('imMessage', imMessageSubject({ db: database.db, messages, notices }));
    if (config.adminToken) await app.register(imAdminRoutes, { notes, adminToken: config.adminToken });
    return { im: { notify: notices.notify } };
  },
};
