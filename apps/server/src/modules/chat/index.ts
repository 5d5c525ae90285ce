import type { KanqiuModule } from '../../platform/module';
import { createConnectionTokens } from '../../realtime/connection-token';
import { chatRoutes } from './chat.routes';
import { createChatService } from './chat.service';
import { chat } from './migrations/0007_chat';
import { chatNoticesAndBans } from './migrations/0023_chat_notices_bans';
import { chatCodes } from './codes';

/** 聊天 (spec §7 Chat): the sports', the matches' and the rooms' chat over the hub's `chat:<group>` channels. */
export const chatModule: KanqiuModule = {
  name: 'chat',
  migrations: [chat, chatNoticesAndBans],
  codes: chatCodes,
  // Anyone may read; recent lines are recovered by a reconnecting client; a busy room's lines go out in batches,
  // at most 40 frames a second.
  channels: [
    { namespace: 'chat', access: 'public', history: { size: 50, maxAgeSeconds: 300 }, minFrameIntervalMs: 25 },
  ],
  async register(app, { config, database, hub, clock, use }) {
    const { text, blocks, reports } = use('moderation');
    const service = createChatService({
      db: database.db,
      hub,
      clock,
      rooms: use('rooms'),
      matchExists: use('match').matches.exists,
      tokens: createConnectionTokens(config.realtime.connectionTokenKey, clock),
      isSensitive: (line) => text.refuses('roomChat', line),
      blocks,
      reports,
      nobleOf: use('gifts').nobleOf,
    });
    reports.describe('roomChatLine', service.reportedLine);
    await app.register(chatRoutes, { chat: service, adminToken: config.adminToken });
  },
};
