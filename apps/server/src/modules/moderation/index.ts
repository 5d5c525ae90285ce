import type { KanqiuModule } from '../../platform/module';
import { moderationAdminRoutes } from './admin.routes';
import { createBlocks, type Blocks } from './blocks';
import { moderationBlocks } from './migrations/0071_moderation_blocks';
import { createTextPolicy, type TextPolicy } from './text-policy';

export type { Blocks, BlockScope } from './blocks';
export type { TextPolicy, TextScope } from './text-policy';

/** What every module where a fan writes asks before it stores the text, and whether a block holds the writer. */
export type ModerationServices = {
  text: TextPolicy;
  blocks: Blocks;
};

declare module '../../platform/module' {
  interface ModuleServices {
    moderation: ModerationServices;
  }
}

/**
 * 内容审核 (docs/decisions/0068-one-moderation-part.md): one text policy per scope built from one folded word list, and one
 * store of the operators' blocks, which nicknames, room and match chat, private and group messages, 圈子 and news
 * comments all ask through this door.
 */
export const moderationModule: KanqiuModule = {
  name: 'moderation',
  migrations: [moderationBlocks],
  async register(app, { config, database, clock }) {
    const blocks = createBlocks(database.db, clock);
    if (config.adminToken) await app.register(moderationAdminRoutes, { blocks, adminToken: config.adminToken });
    return { moderation: { text: createTextPolicy(config.moderation.blockedWords), blocks } };
  },
};
