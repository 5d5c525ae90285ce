import type { SystemNoticeKind } from '@kanqiu/domain';
import type { ColumnType, Generated } from 'kysely';
import type { Flag, Timestamp } from '../../platform/db/tables';

/** `follower_id` follows `followee_id`; two follows both ways make friends (modules/im). */
export interface ImFollowsTable {
  follower_id: number;
  followee_id: number;
  created_at: Timestamp;
}

/** `user_id` blocked `blocked_id`: no messages either way. */
export interface ImBlocksTable {
  user_id: number;
  blocked_id: number;
  created_at: Timestamp;
}

/**
 * A conversation: `direct` (two friends, `direct_key` "<low id>-<high id>"), `group`, or a user's
 * `notice` box (`direct_key` "notice-<id>"). `last_seq` numbers its messages; times in milliseconds.
 */
export interface ImConversationsTable {
  id: Generated<number>;
  kind: 'direct' | 'group' | 'notice';
  direct_key: string | null;
  name: string | null;
  announcement: string | null;
  muted_all: Flag;
  last_seq: Flag;
  last_at: number;
  created_at: number;
}

/** A member of a conversation and where they stand in it; `muted_until` ms (a far future for permanent). */
export interface ImMembersTable {
  conversation_id: number;
  user_id: number;
  role: 'owner' | 'admin' | 'member';
  read_seq: Flag;
  cleared_seq: Flag;
  muted_until: number | null;
  message_status: Flag;
  pinned: Flag;
  joined_at: number;
}

/** A stored message: stored before any delivery; `client_id` makes a resend the same message. */
export interface ImMessagesTable {
  id: Generated<number>;
  conversation_id: number;
  seq: number;
  code: number;
  sender_id: number | null;
  client_id: string | null;
  /**
   * `body` is the text, or for an image the JSON of its files (`ImImage`), for a match card the JSON of the
   * card, for a system notice the JSON of the notice (`ImNotice`).
   */
  kind: 'text' | 'notice' | 'system' | 'image' | 'match';
  body: string;
  at_info: string | null;
  recalled: Flag;
  /** Deleted by its sender: gone for everyone (0024). */
  deleted: Flag;
  created_at: number;
  /** A system notice's kind, by which the 通知中心 groups it (0079). */
  notice_kind: ColumnType<SystemNoticeKind | null, SystemNoticeKind | null | undefined, SystemNoticeKind | null>;
  /** A notice read in the 通知中心 (0079); a notice at or before the box's read position is read too. */
  notice_read: Flag;
}

/** A message a user keeps (收藏). */
export interface ImFavoritesTable {
  user_id: number;
  message_id: number;
  created_at: number;
}

/** A user's report of a message or a conversation, for the operators. */
/** Which notices a user already got, by the sender's key: a notice is stored once per (user, key). */
export interface ImNoticeKeysTable {
  user_id: number;
  key: string;
  created_at: number;
}

/** An operator's 公告. */
export interface ImNotesTable {
  id: Generated<number>;
  title: string;
  body: string;
  link: string | null;
  created_at: number;
}

/** The tables this module owns, added to the one `Database` by declaration merging. */
declare module '../../platform/db/tables' {
  interface Database {
    im_follows: ImFollowsTable;
    im_blocks: ImBlocksTable;
    im_conversations: ImConversationsTable;
    im_members: ImMembersTable;
    im_messages: ImMessagesTable;
    im_favorites: ImFavoritesTable;
    im_notice_keys: ImNoticeKeysTable;
    im_notes: ImNotesTable;
  }
}
