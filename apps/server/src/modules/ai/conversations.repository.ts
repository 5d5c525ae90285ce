import { aiCard, type AiCard, type AiConversation, type AiConversationSummary } from '@kanqiu/contract';
import { z } from 'zod';
import type { Db } from '../../platform/db/database';

const TITLE_LENGTH = 24;
const LIST_SIZE = 50;
const storedCards = z.array(aiCard);

/** Signed-in fans' conversations; every read and write names the owner, so no one reaches another's. */
export function createConversations(db: Db) {
  const owned = (userId: number, id: number) =>
    db.selectFrom('ai_conversations').where('id', '=', id).where('user_id', '=', userId);

  return {
    async exists(userId: number, id: number): Promise<boolean> {
      return (await owned(userId, id).select('id').executeTakeFirst()) !== undefined;
    },

    async start(userId: number, question: string, now: number): Promise<number> {
      const row = await db
        .insertInto('ai_conversations')
        .values({ user_id: userId, title: question.slice(0, TITLE_LENGTH), created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** The question and its answer; returns the answer's id. */
    async append(conversationId: number, question: string, answer: { text: string; cards: AiCard[] }, now: number) {
      return db.transaction().execute(async (trx) => {
        await trx
          .insertInto('ai_messages')
          .values({ conversation_id: conversationId, role: 'user', content: question, cards: '[]', created_at: now })
          .execute();
        const row = await trx
          .insertInto('ai_messages')
          .values({
            conversation_id: conversationId,
            role: 'assistant',
            content: answer.text,
            cards: JSON.stringify(answer.cards),
            created_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx.updateTable('ai_conversations').set({ updated_at: now }).where('id', '=', conversationId).execute();
        return row.id;
      });
    },

    async list(userId: number): Promise<AiConversationSummary[]> {
      const rows = await db
        .selectFrom('ai_conversations')
        .select(['id', 'title', 'updated_at'])
        .where('user_id', '=', userId)
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .limit(LIST_SIZE)
        .execute();
      return rows.map((r) => ({ id: r.id, title: r.title, updatedAt: r.updated_at }));
    },

    async read(userId: number, id: number): Promise<AiConversation | null> {
      const conversation = await owned(userId, id).select(['id', 'title', 'updated_at']).executeTakeFirst();
      if (!conversation) return null;
      const messages = await db
        .selectFrom('ai_messages')
        .select(['id', 'role', 'content', 'cards', 'created_at'])
        .where('conversation_id', '=', id)
        .orderBy('id')
        .execute();
      return {
        id: conversation.id,
        title: conversation.title,
        updatedAt: conversation.updated_at,
        messages: messages.map((m) => ({
          id: m.id,
          role: m.role,
          text: m.content,
          cards: storedCards.parse(JSON.parse(m.cards)),
          createdAt: m.created_at,
        })),
      };
    },

    async remove(userId: number, id: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const found = await trx
          .selectFrom('ai_conversations')
          .select('id')
          .where('id', '=', id)
          .where('user_id', '=', userId)
          .executeTakeFirst();
        if (!found) return false;
        await trx.deleteFrom('ai_messages').where('conversation_id', '=', id).execute();
        await trx.deleteFrom('ai_conversations').where('id', '=', id).execute();
        return true;
      });
    },
  };
}

export type Conversations = ReturnType<typeof createConversations>;
