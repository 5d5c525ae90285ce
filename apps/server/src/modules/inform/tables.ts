import type { Generated } from 'kysely';
import type { Timestamp } from '../../platform/db/tables';

export interface FeedbackTable {
  id: Generated<number>;
  user_id: number | null;
  category: string;
  content: string;
  contact: string | null;
  ip: string;
  created_at: Timestamp;
}

/** The tables this module owns, added to the one `Database` by declaration merging. */
declare module '../../platform/db/tables' {
  interface Database {
    feedback: FeedbackTable;
  }
}
