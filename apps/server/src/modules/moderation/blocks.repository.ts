import type { Db } from '../../platform/db/database';
import type { ModerationBlocksTable } from './tables';

type BlockScope = ModerationBlocksTable['scope'];

/** Whether a block of this scope (or of scope `all`), of every room or of this one, holds the user at `now`. */
export async function hasActiveBlock(
  db: Db,
  block: { userId: number; scope: BlockScope; roomId: number | undefined },
  now: number,
): Promise<boolean> {
  const { roomId } = block;
  const row = await db
    .selectFrom('moderation_blocks')
    .select('id')
    .where('user_id', '=', block.userId)
    .where('scope', 'in', [block.scope, 'all'])
    .where((w) => w.or([w('until', 'is', null), w('until', '>', now)]))
    .where((w) => w.or([w('room_id', 'is', null), ...(roomId === undefined ? [] : [w('room_id', '=', roomId)])]))
    .executeTakeFirst();
  return row !== undefined;
}

/** Sets a user's block of a scope (and room), replacing the one before: the operator's latest word holds. */
export async function saveBlock(
  db: Db,
  block: { userId: number; scope: BlockScope; roomId?: number; until: number | null; reason: string; now: number },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('moderation_blocks')
      .where('user_id', '=', block.userId)
      .where('scope', '=', block.scope)
      .where('room_id', block.roomId === undefined ? 'is' : '=', block.roomId ?? null)
      .execute();
    await trx
      .insertInto('moderation_blocks')
      .values({
        user_id: block.userId,
        scope: block.scope,
        room_id: block.roomId ?? null,
        until: block.until,
        reason: block.reason,
        created_at: block.now,
      })
      .execute();
  });
}

export async function userExists(db: Db, userId: number): Promise<boolean> {
  return (await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst()) !== undefined;
}
