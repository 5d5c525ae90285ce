import type { ColumnType, Generated } from 'kysely';

/** Epoch seconds (UTC). */
export type Timestamp = number;
export type Flag = ColumnType<number, number | undefined, number>;

/**
 * Every table Kysely knows, by name. The platform declares its own here; each module declares its tables in its
 * own `tables.ts` and adds them by declaration merging, so adding a table touches only its module:
 * ```ts
 * declare module '../../platform/db/tables' {
 *   interface Database {
 *     rooms: RoomsTable;
 *   }
 * }
 * ```
 */
export interface Database {
  hub_outbox_marks: HubOutboxMarksTable;
  search_documents: SearchDocumentsTable;
}

/** An instance holds publications of a channel its hub's store has not taken (realtime/outbox-marks.ts). */
export interface HubOutboxMarksTable {
  instance: string;
  channel: string;
  marked_at: Timestamp;
}

/** The search index (platform/search): one row per article or post, its words segmented by jieba. */
export interface SearchDocumentsTable {
  id: Generated<number>;
  kind: 'news' | 'post';
  ref: string;
  title: string;
  excerpt: string;
  words: string;
  published_at: Timestamp;
}
