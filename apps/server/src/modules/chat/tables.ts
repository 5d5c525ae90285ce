import type { Generated } from 'kysely';
import type { Timestamp } from '../../platform/db/tables';

/** A chat line of a group (`football`, `basketball` or a room id); `client_id` makes a resend the same message. */
export interface ChatMessagesTable {
  id: Generated<number>;
  group_key: string;
  kind: string;
  text: string;
  user_id: number | null;
  client_id: string;
  created_at: Timestamp;
  deleted_at: Timestamp | null;
}

/** Who may not speak in a group, until when, and who said so. */
export interface ChatMutesTable {
  group_key: string;
  user_id: number;
  muted_until: Timestamp;
  muted_by: number;
}

/** A group's announcement (公告); a group without a row shows the platform's. */
export interface ChatNoticesTable {
  group_key: string;
  text: string;
  updated_at: Timestamp;
  updated_by: number;
}

/** The tables this module owns, added to the one `Database` by declaration merging. */
declare module '../../platform/db/tables' {
  interface Database {
    chat_messages: ChatMessagesTable;
    chat_mutes: ChatMutesTable;
    chat_notices: ChatNoticesTable;
  }
}
