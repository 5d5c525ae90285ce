import type { Db } from '../../platform/db/database';
import { isUniqueViolation } from '../../platform/db/errors';

function messageRows(db: Db) {
  return db
    .selectFrom('chat_messages as m')
    .leftJoin('users as u', 'u.id', 'm.user_id')
    .select([
      'm.id',
      'm.group_key',
      'm.kind',
      'm.text',
      'm.client_id',
      'm.user_id',
      'm.created_at',
      'u.nick_name',
      'u.portrait',
    ])
    .where('m.deleted_at', 'is', null);
}

export type MessageRow = Awaited<ReturnType<ReturnType<typeof messageRows>['execute']>>[number];

export type NewMessage = {
  groupKey: string;
  kind: string;
  text: string;
  userId: number;
  clientId: string;
  now: number;
};

export function findMessageOfClient(db: Db, userId: number, clientId: string): Promise<MessageRow | undefined> {
  return messageRows(db).where('m.user_id', '=', userId).where('m.client_id', '=', clientId).executeTakeFirst();
}

export function findMessage(db: Db, groupKey: string, id: number): Promise<MessageRow | undefined> {
  return messageRows(db).where('m.group_key', '=', groupKey).where('m.id', '=', id).executeTakeFirst();
}

/** What a new line needs to know of its sender in one read: how they are shown, and their mute's end. */
export function findSender(db: Db, groupKey: string, userId: number) {
  return db
    .selectFrom('users as u')
    .leftJoin('chat_mutes as m', (join) => join.onRef('m.user_id', '=', 'u.id').on('m.group_key', '=', groupKey))
    .select(['u.nick_name', 'u.portrait', 'm.muted_until'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}

export type Sender = NonNullable<Awaited<ReturnType<typeof findSender>>>;

/**
 * Stores a message, shown with `sender` (the row is not read back); a client id its sender used before gives
 * back the stored one (`created: false`).
 */
export async function insertMessage(
  db: Db,
  message: NewMessage,
  sender: Pick<Sender, 'nick_name' | 'portrait'>,
): Promise<{ row: MessageRow; created: boolean }> {
  const values = {
    group_key: message.groupKey,
    kind: message.kind,
    text: message.text,
    user_id: message.userId,
    client_id: message.clientId,
    created_at: message.now,
  };
  try {
    const { id } = await db
      .insertInto('chat_messages')
      .values({ ...values, deleted_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { row: { id, ...values, nick_name: sender.nick_name, portrait: sender.portrait }, created: true };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return { row: (await findMessageOfClient(db, message.userId, message.clientId))!, created: false };
  }
}

/** Newest first, older than `before` when given; one row more than `limit` tells whether there is a next page. */
export function findMessagePage(db: Db, groupKey: string, before: number | undefined, limit: number) {
  let query = messageRows(db).where('m.group_key', '=', groupKey).orderBy('m.id', 'desc').limit(limit);
  if (before !== undefined) query = query.where('m.id', '<', before);
  return query.execute();
}

/** A line of any group, deleted or not, as the report queue shows it. */
export function findLine(db: Db, id: number) {
  return db
    .selectFrom('chat_messages as m')
    .leftJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.id', 'm.group_key', 'm.text', 'm.user_id', 'u.nick_name', 'm.created_at', 'm.deleted_at'])
    .where('m.id', '=', id)
    .executeTakeFirst();
}

export async function markDeleted(db: Db, groupKey: string, id: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('chat_messages')
    .set({ deleted_at: now })
    .where('group_key', '=', groupKey)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function saveMute(
  db: Db,
  mute: { groupKey: string; userId: number; mutedUntil: number; mutedBy: number },
): Promise<void> {
  await db
    .insertInto('chat_mutes')
    .values({ group_key: mute.groupKey, user_id: mute.userId, muted_until: mute.mutedUntil, muted_by: mute.mutedBy })
    .onConflict((c) =>
      c.columns(['group_key', 'user_id']).doUpdateSet({ muted_until: mute.mutedUntil, muted_by: mute.mutedBy }),
    )
    .execute();
}

export async function userExists(db: Db, userId: number): Promise<boolean> {
  return (await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst()) !== undefined;
}

export function findNotice(db: Db, groupKey: string) {
  return db
    .selectFrom('chat_notices')
    .select(['text', 'updated_at'])
    .where('group_key', '=', groupKey)
    .executeTakeFirst();
}

/** Saves a group's announcement; an empty text removes it (the platform's shows again). */
export async function saveNotice(
  db: Db,
  notice: { groupKey: string; text: string; now: number; userId: number },
): Promise<void> {
  if (notice.text === '') {
    await db.deleteFrom('chat_notices').where('group_key', '=', notice.groupKey).execute();
    return;
  }
  const values = { text: notice.text, updated_at: notice.now, updated_by: notice.userId };
  await db
    .insertInto('chat_notices')
    .values({ group_key: notice.groupKey, ...values })
    .onConflict((c) => c.column('group_key').doUpdateSet(values))
    .execute();
}

export async function findNickName(db: Db, userId: number): Promise<string | null> {
  const row = await db.selectFrom('users').select('nick_name').where('id', '=', userId).executeTakeFirst();
  return row?.nick_name ?? null;
}
