import type { Generated } from 'kysely';
import type { Timestamp } from '../../platform/db/tables';

/** An AI assistant conversation of a signed-in fan (guests keep theirs in the browser). */
export interface AiConversationsTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A question or an answer; `cards` is the JSON array of the answer's cards (match, standings, player). */
export interface AiMessagesTable {
  id: Generated<number>;
  conversation_id: number;
  role: 'user' | 'assistant';
  content: string;
  cards: string;
  created_at: Timestamp;
}

/** The tables this module owns, added to the one `Database` by declaration merging. */
declare module '../../platform/db/tables' {
  interface Database {
    ai_conversations: AiConversationsTable;
    ai_messages: AiMessagesTable;
  }
}
