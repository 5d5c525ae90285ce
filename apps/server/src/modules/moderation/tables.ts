import type { Generated } from 'kysely';
import type { Timestamp } from '../../platform/db/tables';

/**
 * An operator's block of a user (modules/moderation): where it holds (`roomChat`, `im`, `community` or `all`),
 * optionally in one room or towards one user, until `until` (seconds; null: no end).
 */
export interface ModerationBlocksTable {
  id: Generated<number>;
  user_id: number;
  scope: 'roomChat' | 'im' | 'community' | 'all';
  room_id: number | null;
  target_id: number | null;
  until: Timestamp | null;
  reason: string;
  created_at: Timestamp;
}

/** A fan's report about a subject; `subject_part` is an IM message's seq in the conversation `subject_id`. */
export interface ModerationReportsTable {
  id: Generated<number>;
  subject: 'roomChatLine' | 'imMessage' | 'post' | 'comment' | 'user';
  subject_id: number;
  subject_part: number | null;
  reporter_id: number;
  reason: string;
  status: Generated<'pending' | 'actioned' | 'dismissed'>;
  action: 'dismiss' | 'remove' | 'hide' | 'block' | null;
  note: Generated<string>;
  created_at: Timestamp;
  resolved_at: Timestamp | null;
}

/** A user or keyword a fan blocked in chat for themself. */
export interface FanChatFiltersTable {
  user_id: number;
  kind: 'user' | 'word';
  value: string;
  blocked_user_id: number | null;
  created_at: Timestamp;
}

/** The tables this module owns, added to the one `Database` by declaration merging. */
declare module '../../platform/db/tables' {
  interface Database {
    moderation_blocks: ModerationBlocksTable;
    moderation_reports: ModerationReportsTable;
    fan_chat_filters: FanChatFiltersTable;
  }
}
