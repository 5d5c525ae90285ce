import type { KanqiuModule } from '../../platform/module';
import { createOriginPolicy } from '../../realtime/origin-policy';
import { createFavoritesService } from './favorites.service';
import { createGroupsService } from './groups.service';
import { registerImSocket } from './im-socket';
import { imRoutes } from './im.routes';
import { createMessagesService } from './messages.service';
import { im } from './migrations/0011_im';
import { imDeletedFavorites } from './migrations/0024_im_deleted_favorites';
import { createChatImages } from './chat-images';
import { imMediaRoutes } from './im-media.routes';
import { createSearchService } from './search.service';
import { createSendAllowance } from './send-allowance';
import { createRelationsService } from './relations.service';

/**
 * Messages (消息, spec §7 Messaging): follows and friends, one-to-one and group conversations with roles,
 * notices, unread counts and read positions, over the `/imserver/ws` socket on the hub's `user:<id>` channels.
 */
export const imModule: KanqiuModule = {
  name: 'im',
  migrations: [im, imDeletedFavorites],
  codes: [
    'imNotFriends',
    'imBlocked',
    'imMuted',
    'imNotMember',
    'imRoleForbidden',
    'imOwnerMustTransfer',
    'imRecallExpired',
    'imGroupFull',
    'imSensitiveText',
    'imSelfTarget',
  ],
  channels: [{ namespace: 'user', access: 'self', history: { size: 200, maxAgeSeconds: 600 } }],
  async register(app, { database, hub, clock, config }) {
    const messages = createMessagesService({
      db: database.db,
      hub,
      clock,
      takeSendAllowance: createSendAllowance(app),
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
    await app.register(imRoutes, { messages, relations, groups, favorites, search });
    const images = createChatImages({ uploadsDir: config.uploadsDir, maxBytes: config.maxUploadBytes });
    await app.register(imMediaRoutes, { messages, images });
  },
};
