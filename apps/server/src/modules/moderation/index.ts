import type { KanqiuModule } from '../../platform/module';
import { moderationAdminRoutes } from './admin.routes';
import { createBlocks, type Blocks } from './blocks';
import { moderationBlocks } from './migrations/0071_moderation_blocks';
import { createFanFilters } from './fan-filters';
import { fanFiltersRoutes } from './fan-filters.routes';
import { moderationReports } from './migrations/0078_moderation_reports';
import { fanChatFilters } from './migrations/0081_fan_chat_filters';
import { createReports, type Reports } from './reports';
import { createTextPolicy, type TextPolicy } from './text-policy';
import { moderationCodes } from './codes';

export type { Blocks, BlockScope } from './blocks';
export type { TextPolicy, TextScope } from './text-policy';
export type { Reports, SubjectHandler, SubjectRef } from './reports';

/**
 * What every module where a fan writes asks before it stores the text, whether a block holds the writer, and
 * where fans' reports go (each module describes its own kind of subject to the one queue).
 */
export type ModerationServices = {
  text: TextPolicy;
  blocks: Blocks;
  reports: Reports;
};

declare module '../../platform/module' {
  interface ModuleServices {
    moderation: ModerationServices;
  }
}

/**
 * 内容审核 (docs/decisions/0068-one-moderation-part.md): one text policy per scope built from one folded word list,
 * and one store of the operators' blocks, which nicknames, room and match chat, private and group messages, 圈子 and
 * news comments all ask through this door, one store of the fans' reports worked by operators from one queue, and
 * each fan's own chat filters (users and keywords they blocked for themself).
 */
export const moderationModule: KanqiuModule = {
  name: 'moderation',
  migrations: [moderationBlocks, moderationReports, fanChatFilters],
  codes: moderationCodes,
  async register(app, { config, database, clock }) {
    const blocks = createBlocks(database.db, clock);
    const reports = createReports(database.db, clock, blocks);
    await app.register(fanFiltersRoutes, { filters: createFanFilters(database.db, clock) });
    if (config.adminToken)
      await app.register(moderationAdminRoutes, { blocks, reports, adminToken: config.adminToken });
    return { moderation: { text: createTextPolicy(config.moderation.blockedWords), blocks, reports } };
  },
};
