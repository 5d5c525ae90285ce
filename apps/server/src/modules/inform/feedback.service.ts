import type { feedbackBody } from '@kanqiu/contract';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import { insertFeedback } from './feedback.repository';

type FeedbackInput = z.infer<typeof feedbackBody> & { userId: number | null; ip: string };

export function createFeedbackService(db: Db, clock: Clock) {
  return {
    async add(input: FeedbackInput): Promise<{ id: number }> {
      const id = await insertFeedback(db, {
        user_id: input.userId,
        category: input.category,
        content: input.content,
        contact: input.contact || null,
        ip: input.ip,
        created_at: clock(),
      });
      return { id };
    },
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
