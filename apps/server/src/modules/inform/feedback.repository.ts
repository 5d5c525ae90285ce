import type { Db } from '../../platform/db/database';
import type { FeedbackTable } from './tables';

export async function insertFeedback(db: Db, row: Omit<FeedbackTable, 'id'>): Promise<number> {
  const inserted = await db.insertInto('feedback').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}
