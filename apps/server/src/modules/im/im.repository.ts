import {
  ImCode,
  noticeGroupMembers,
  unreadImCodes,
  type GroupRole,
  type NoticeGroup,
  type SystemNoticeKind,
} from '@kanqiu/domain';
import { sql, type ExpressionBuilder, type Transaction } from 'kysely';
import type { Db } from '../../platform/db/database';
import { matchCardColumns, namedMatches } from '../../platform/db/named-matches';
import type { Dialect } from '../../platform/db/migration';
import type { Database } from '../../platform/db/tables';
import type { ImMessagesTable } from './tables';

type Executor = Db | Transaction<Database>;

const userColumns = ['u.id', 'u.nick_name', 'u.portrait'] as const;

export function findUsers(db: Executor, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('users as u').select(userColumns).where('u.id', 'in', ids).execute();
}

export type UserRow = Awaited<ReturnType<typeof findUsers>>[number];

/** Users whose nickname contains `keyword` or whose id is it; newest first, never `exceptId`. */
export function searchUsers(db: Db, keyword: string, exceptId: number, limit: number) {
  let query = db.selectFrom('users as u').select(userColumns).where('u.id', '<>', exceptId);
  if (keyword !== '') {
    const asId = /^\d{1,9}$/.test(keyword) ? Number(keyword) : -1;
    query = query.where((eb) =>
      eb.or([eb('u.nick_name', 'like', `%${keyword.replace(/[%_\\]/g, '')}%`), eb('u.id', '=', asId)]),
    );
  }
  return query.orderBy('u.id', 'desc').limit(limit).execute();
}

export async function follows(db: Executor, followerId: number, followeeId: number): Promise<boolean> {
  const row = await db
    .selectFrom('im_follows')
    .select('follower_id')
    .where('follower_id', '=', followerId)
    .where('followee_id', '=', followeeId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function addFollow(db: Executor, followerId: number, followeeId: number, at: number): Promise<boolean> {
  const result = await db
    .insertInto('im_follows')
    .values({ follower_id: followerId, followee_id: followeeId, created_at: at })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export function removeFollow(db: Executor, followerId: number, followeeId: number) {
  return db
    .deleteFrom('im_follows')
    .where('follower_id', '=', followerId)
    .where('followee_id', '=', followeeId)
    .execute();
}

/** Whom `userId` follows (`side` followee) or who follows them (`side` follower), newest first. */
export function followList(db: Db, userId: number, side: 'following' | 'followers') {
  const [mine, theirs] =
    side === 'following' ? (['follower_id', 'followee_id'] as const) : (['followee_id', 'follower_id'] as const);
  return db
    .selectFrom('im_follows as f')
    .innerJoin('users as u', 'u.id', `f.${theirs}`)
    .select(userColumns)
    .where(`f.${mine}`, '=', userId)
    .orderBy('f.created_at', 'desc')
    .execute();
}

/** The follow and block edges between `userId` and each of `others`. */
export async function relationsOf(db: Db, userId: number, others: readonly number[]) {
  if (others.length === 0)
    return { following: new Set<number>(), followers: new Set<number>(), blocked: new Set<number>() };
  const [out, into, blocks] = await Promise.all([
    db
      .selectFrom('im_follows')
      .select('followee_id as id')
      .where('follower_id', '=', userId)
      .where('followee_id', 'in', others)
      .execute(),
    db
      .selectFrom('im_follows')
      .select('follower_id as id')
      .where('followee_id', '=', userId)
      .where('follower_id', 'in', others)
      .execute(),
    db
      .selectFrom('im_blocks')
      .select('blocked_id as id')
      .where('user_id', '=', userId)
      .where('blocked_id', 'in', others)
      .execute(),
  ]);
  const ids = (rows: { id: number }[]) => new Set(rows.map((row) => row.id));
  return { following: ids(out), followers: ids(into), blocked: ids(blocks) };
}

export async function blockedEitherWay(db: Executor, a: number, b: number): Promise<boolean> {
  const row = await db
    .selectFrom('im_blocks')
    .select('user_id')
    .where((eb) =>
      eb.or([
        eb.and([eb('user_id', '=', a), eb('blocked_id', '=', b)]),
        eb.and([eb('user_id', '=', b), eb('blocked_id', '=', a)]),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}

export function setBlock(db: Db, userId: number, blockedId: number, blocked: boolean, at: number) {
  return blocked
    ? db
        .insertInto('im_blocks')
        .values({ user_id: userId, blocked_id: blockedId, created_at: at })
        .onConflict((oc) => oc.doNothing())
        .execute()
    : db.deleteFrom('im_blocks').where('user_id', '=', userId).where('blocked_id', '=', blockedId).execute();
}

export function conversationById(db: Executor, id: number) {
  return db.selectFrom('im_conversations').selectAll().where('id', '=', id).executeTakeFirst();
}

export function conversationByKey(db: Executor, key: string) {
  return db.selectFrom('im_conversations').selectAll().where('direct_key', '=', key).executeTakeFirst();
}

export async function createConversation(
  db: Executor,
  values: { kind: 'direct' | 'group'; key: string | null; name: string | null; at: number },
): Promise<number> {
  const row = await db
    .insertInto('im_conversations')
    .values({ kind: values.kind, direct_key: values.key, name: values.name, last_at: values.at, created_at: values.at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The key of a user's notice box (通知), a conversation of kind `notice` with that user its only member. */
export const noticeBoxKey = (userId: number) => `notice-${userId}`;

/** Each user's notice box, created where missing (a racing creator's box is kept): user id → conversation id. */
export async function noticeBoxes(db: Db, userIds: readonly number[], at: number): Promise<Map<number, number>> {
  const boxesOf = async (executor: Executor, ids: readonly number[]) => {
    if (ids.length === 0) return [];
    const rows = await executor
      .selectFrom('im_conversations')
      .select(['id', 'direct_key'])
      .where('direct_key', 'in', ids.map(noticeBoxKey))
      .execute();
    return rows.map((row) => ({ userId: Number(row.direct_key!.slice('notice-'.length)), id: row.id }));
  };
  const found = await boxesOf(db, userIds);
  const have = new Set(found.map((box) => box.userId));
  const missing = userIds.filter((id) => !have.has(id));
  if (missing.length === 0) return new Map(found.map((box) => [box.userId, box.id]));
  const created = await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('im_conversations')
      .values(missing.map((id) => ({ kind: 'notice', direct_key: noticeBoxKey(id), last_at: at, created_at: at })))
      .onConflict((oc) => oc.column('direct_key').doNothing())
      .execute();
    const boxes = await boxesOf(trx, missing);
    if (boxes.length > 0)
      await trx
        .insertInto('im_members')
        .values(boxes.map((box) => ({ conversation_id: box.id, user_id: box.userId, role: 'member', joined_at: at })))
        .onConflict((oc) => oc.doNothing())
        .execute();
    return boxes;
  });
  return new Map([...found, ...created].map((box) => [box.userId, box.id]));
}

/** Records that each user got the notice `key`; answers the users who had not got it yet. */
export async function claimNoticeKeys(
  trx: Transaction<Database>,
  userIds: readonly number[],
  key: string,
  at: number,
): Promise<number[]> {
  const rows = await trx
    .insertInto('im_notice_keys')
    .values(userIds.map((userId) => ({ user_id: userId, key, created_at: at })))
    .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
    .returning('user_id')
    .execute();
  return rows.map((row) => row.user_id);
}

/**
 * Appends one sender-less message to each conversation in one statement per table (numbered like `appendMessage`).
 * On PostgreSQL the conversations are locked in id order first, so two batches never deadlock.
 */
export async function appendToEach(
  trx: Transaction<Database>,
  dialect: Dialect,
  conversationIds: readonly number[],
  message: Pick<NewMessage, 'code' | 'kind' | 'body'> & { notice_kind?: SystemNoticeKind },
  at: number,
) {
  const ids = conversationIds.toSorted((a, b) => a - b);
  if (dialect === 'postgres')
    await trx.selectFrom('im_conversations').select('id').where('id', 'in', ids).orderBy('id').forUpdate().execute();
  const numbered = await trx
    .updateTable('im_conversations')
    .set({ last_seq: sql`last_seq + 1`, last_at: at })
    .where('id', 'in', ids)
    .returning(['id', 'last_seq'])
    .execute();
  return trx
    .insertInto('im_messages')
    .values(
      numbered.map((row) => ({
        ...message,
        conversation_id: row.id,
        seq: row.last_seq,
        sender_id: null,
        client_id: null,
        at_info: null,
        created_at: at,
      })),
    )
    .returning(['id', 'conversation_id', 'seq'])
    .execute();
}

export function addMembers(
  db: Executor,
  conversationId: number,
  members: { userId: number; role: GroupRole }[],
  at: number,
) {
  if (members.length === 0) return Promise.resolve();
  return db
    .insertInto('im_members')
    .values(members.map((m) => ({ conversation_id: conversationId, user_id: m.userId, role: m.role, joined_at: at })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export function memberOf(db: Executor, conversationId: number, userId: number) {
  return db
    .selectFrom('im_members')
    .selectAll()
    .where('conversation_id', '=', conversationId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export type MemberRow = NonNullable<Awaited<ReturnType<typeof memberOf>>>;

export function membersWithUsers(db: Executor, conversationId: number) {
  return db
    .selectFrom('im_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select([...userColumns, 'm.role', 'm.muted_until', 'm.read_seq', 'm.joined_at'])
    .where('m.conversation_id', '=', conversationId)
    .orderBy('m.joined_at')
    .orderBy('u.id')
    .execute();
}

export async function memberIds(db: Executor, conversationId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('im_members')
    .select('user_id')
    .where('conversation_id', '=', conversationId)
    .execute();
  return rows.map((row) => row.user_id);
}

export function updateMember(
  db: Executor,
  conversationId: number,
  userId: number,
  values: Partial<Pick<MemberRow, 'role' | 'muted_until' | 'message_status' | 'pinned' | 'cleared_seq'>>,
) {
  return db
    .updateTable('im_members')
    .set(values)
    .where('conversation_id', '=', conversationId)
    .where('user_id', '=', userId)
    .execute();
}

/** Read positions only move forward. */
export function advanceRead(db: Executor, conversationId: number, userId: number, seq: number) {
  return db
    .updateTable('im_members')
    .set({ read_seq: seq })
    .where('conversation_id', '=', conversationId)
    .where('user_id', '=', userId)
    .where('read_seq', '<', seq)
    .executeTakeFirst();
}

export function removeMember(db: Executor, conversationId: number, userId: number) {
  return db
    .deleteFrom('im_members')
    .where('conversation_id', '=', conversationId)
    .where('user_id', '=', userId)
    .execute();
}

export function updateConversation(
  db: Executor,
  id: number,
  values: Partial<{ name: string; announcement: string; muted_all: number }>,
) {
  return db.updateTable('im_conversations').set(values).where('id', '=', id).execute();
}

export type NewMessage = Pick<ImMessagesTable, 'code' | 'sender_id' | 'client_id' | 'kind' | 'body' | 'at_info'>;

/** Numbers the message in its conversation (the row lock of the update orders concurrent senders) and stores it. */
export async function appendMessage(
  trx: Transaction<Database>,
  conversationId: number,
  message: NewMessage,
  at: number,
): Promise<{ id: number; seq: number }> {
  const { last_seq: seq } = await trx
    .updateTable('im_conversations')
    .set({ last_seq: sql`last_seq + 1`, last_at: at })
    .where('id', '=', conversationId)
    .returning('last_seq')
    .executeTakeFirstOrThrow();
  const { id } = await trx
    .insertInto('im_messages')
    .values({ ...message, conversation_id: conversationId, seq, created_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, seq };
}

export type Append = { conversationId: number; message: NewMessage };

/** The appends whose sender already stored a message with that client id (a resend): `conversation|sender|client`. */
async function alreadyStored(trx: Transaction<Database>, appends: readonly Append[]): Promise<Set<string>> {
  const sent = appends.filter((a) => a.message.sender_id !== null && a.message.client_id !== null);
  if (sent.length === 0) return new Set();
  const rows = await trx
    .selectFrom('im_messages')
    .select(['conversation_id', 'sender_id', 'client_id'])
    .where((eb) =>
      eb.or(
        sent.map((a) =>
          eb.and([
            eb('conversation_id', '=', a.conversationId),
            eb('sender_id', '=', a.message.sender_id),
            eb('client_id', '=', a.message.client_id),
          ]),
        ),
      ),
    )
    .execute();
  return new Set(rows.map((row) => `${row.conversation_id}|${row.sender_id}|${row.client_id}`));
}

/**
 * Appends several messages in one transaction (group commit), each numbered in its conversation; a resend
 * of a stored client id (also twice in the batch) is not stored again and answers `null`. The conversations
 * are numbered in id order, so two batches on PostgreSQL never wait on each other in a circle.
 */
export async function appendMessages(
  trx: Transaction<Database>,
  appends: readonly Append[],
  at: number,
): Promise<({ id: number; seq: number } | null)[]> {
  const seen = await alreadyStored(trx, appends);
  const order = appends
    .map((_, index) => index)
    .sort((a, b) => appends[a]!.conversationId - appends[b]!.conversationId);
  const stored: ({ id: number; seq: number } | null)[] = appends.map(() => null);
  for (const index of order) {
    const { conversationId, message } = appends[index]!;
    const key = `${conversationId}|${message.sender_id}|${message.client_id}`;
    if (message.client_id !== null && seen.has(key)) continue;
    seen.add(key);
    stored[index] = await appendMessage(trx, conversationId, message, at);
  }
  return stored;
}

/**
 * Everything a send is checked against, in one statement: the sender's membership and role, the
 * conversation, the sender's name, and a block either way with the peer of a one-to-one conversation. Nothing when the user is not a member.
 */
export function senderStanding(db: Executor, conversationId: number, userId: number) {
  return db
    .selectFrom('im_members as m')
    .innerJoin('im_conversations as c', 'c.id', 'm.conversation_id')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select((eb) => [
      'm.role',
      'm.muted_until',
      'c.kind',
      'c.muted_all',
      'c.direct_key',
      'u.nick_name',
      'u.portrait',
      eb
        .exists(
          eb
            .selectFrom('im_members as p')
            .innerJoin('im_blocks as b', (join) =>
              join.on((j) =>
                j.or([
                  j.and([j('b.user_id', '=', j.ref('p.user_id')), j('b.blocked_id', '=', userId)]),
                  j.and([j('b.user_id', '=', userId), j('b.blocked_id', '=', j.ref('p.user_id'))]),
                ]),
              ),
            )
            .select('p.user_id')
            .whereRef('p.conversation_id', '=', 'm.conversation_id')
            .where('p.user_id', '<>', userId)
            .where('c.kind', '=', 'direct'),
        )
        .as('blocked'),
    ])
    .where('m.conversation_id', '=', conversationId)
    .where('m.user_id', '=', userId)
    .executeTakeFirst();
}

export type SenderStanding = NonNullable<Awaited<ReturnType<typeof senderStanding>>>;

function messageRows(db: Executor) {
  return db
    .selectFrom('im_messages as g')
    .leftJoin('users as u', 'u.id', 'g.sender_id')
    .select([
      'g.id',
      'g.conversation_id',
      'g.seq',
      'g.code',
      'g.kind',
      'g.sender_id',
      'g.client_id',
      'g.body',
      'g.at_info',
      'g.recalled',
      'g.deleted',
      'g.created_at',
      'u.nick_name',
      'u.portrait',
    ]);
}

export type MessageRow = Awaited<ReturnType<ReturnType<typeof messageRows>['execute']>>[number];

export function messageBySeq(db: Executor, conversationId: number, seq: number) {
  return messageRows(db).where('g.conversation_id', '=', conversationId).where('g.seq', '=', seq).executeTakeFirst();
}

export function messageByClientId(db: Executor, conversationId: number, senderId: number, clientId: string) {
  return messageRows(db)
    .where('g.conversation_id', '=', conversationId)
    .where('g.sender_id', '=', senderId)
    .where('g.client_id', '=', clientId)
    .executeTakeFirst();
}

/** Messages after `floor` (cleared history excluded): the newest `size` before `before`, or the oldest `size` after `after`. */
export async function messagePage(
  db: Db,
  conversationId: number,
  floor: number,
  range: { before?: number; after?: number; size: number },
): Promise<MessageRow[]> {
  let query = messageRows(db)
    .where('g.conversation_id', '=', conversationId)
    .where('g.seq', '>', Math.max(floor, range.after ?? 0));
  if (range.after !== undefined) return query.orderBy('g.seq').limit(range.size).execute();
  if (range.before !== undefined) query = query.where('g.seq', '<', range.before);
  const rows = await query.orderBy('g.seq', 'desc').limit(range.size).execute();
  return rows.reverse();
}

/** A message recalled or deleted by its sender: the flag is set and the content dropped. */
export function markGone(db: Executor, conversationId: number, seq: number, how: 'recalled' | 'deleted') {
  return db
    .updateTable('im_messages')
    .set({ [how]: 1, body: '' })
    .where('conversation_id', '=', conversationId)
    .where('seq', '=', seq)
    .execute();
}

/** Unread messages of others that @mention someone, in the user's conversations (who is mentioned is in `at_info`). */
export async function unreadMentionRows(db: Db, userId: number) {
  const rows = await db
    .selectFrom('im_messages as g')
    .innerJoin('im_members as me', (join) =>
      join.onRef('me.conversation_id', '=', 'g.conversation_id').on('me.user_id', '=', userId),
    )
    .select(['g.conversation_id', 'g.at_info'])
    .whereRef('g.seq', '>', 'me.read_seq')
    .where('g.at_info', 'is not', null)
    .where('g.sender_id', '<>', userId)
    .where('g.recalled', '=', 0)
    .where('g.deleted', '=', 0)
    .execute();
  return rows as { conversation_id: number; at_info: string }[];
}

/** The user's conversations with their newest message and the unread count (codes that count, not their own, not recalled). */
export async function chatRows(db: Db, userId: number) {
  const unread = db
    .selectFrom('im_messages as g')
    .innerJoin('im_members as me', (join) =>
      join.onRef('me.conversation_id', '=', 'g.conversation_id').on('me.user_id', '=', userId),
    )
    .select(['g.conversation_id', (eb) => eb.fn.countAll<number>().as('count')])
    .whereRef('g.seq', '>', 'me.read_seq')
    .where((eb) => eb.or([eb('g.sender_id', 'is', null), eb('g.sender_id', '<>', userId)]))
    .where('g.code', 'in', [...unreadImCodes])
    .where('g.recalled', '=', 0)
    .where('g.deleted', '=', 0)
    .where('g.notice_read', '=', 0)
    .groupBy('g.conversation_id')
    .as('unread');
  return db
    .selectFrom('im_members as m')
    .innerJoin('im_conversations as c', 'c.id', 'm.conversation_id')
    .leftJoin(unread, 'unread.conversation_id', 'c.id')
    .leftJoin('im_messages as last', (join) =>
      join.onRef('last.conversation_id', '=', 'c.id').onRef('last.seq', '=', 'c.last_seq'),
    )
    .select([
      'c.id',
      'c.kind',
      'c.name',
      'c.direct_key',
      'c.last_seq',
      'c.last_at',
      'm.message_status',
      'm.pinned',
      'm.cleared_seq',
      'unread.count',
      'last.body as last_body',
      'last.kind as last_kind',
      'last.recalled as last_recalled',
      'last.deleted as last_deleted',
      'last.sender_id as last_sender_id',
    ])
    .where('m.user_id', '=', userId)
    .orderBy('m.pinned', 'desc')
    .orderBy('c.last_at', 'desc')
    .orderBy('c.id', 'desc')
    .execute();
}

export function groupsOf(db: Db, userId: number) {
  return db
    .selectFrom('im_members as m')
    .innerJoin('im_conversations as c', 'c.id', 'm.conversation_id')
    .select([
      'c.id',
      'c.name',
      'm.role',
      (eb) =>
        eb
          .selectFrom('im_members as all')
          .whereRef('all.conversation_id', '=', 'c.id')
          .select(eb.fn.countAll<number>().as('n'))
          .as('member_count'),
    ])
    .where('m.user_id', '=', userId)
    .where('c.kind', '=', 'group')
    .orderBy('c.last_at', 'desc')
    .execute();
}

export function addFavorite(db: Db, userId: number, messageId: number, at: number) {
  return db
    .insertInto('im_favorites')
    .values({ user_id: userId, message_id: messageId, created_at: at })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export function removeFavorite(db: Db, userId: number, messageId: number) {
  return db.deleteFrom('im_favorites').where('user_id', '=', userId).where('message_id', '=', messageId).execute();
}

/** The user's favourites still there (not recalled or deleted since), newest first. */
export function favoriteRows(db: Db, userId: number, limit: number) {
  return messageRows(db)
    .innerJoin('im_favorites as f', 'f.message_id', 'g.id')
    .select('f.created_at as favored_at')
    .where('f.user_id', '=', userId)
    .where('g.recalled', '=', 0)
    .where('g.deleted', '=', 0)
    .orderBy('f.created_at', 'desc')
    .orderBy('g.id', 'desc')
    .limit(limit)
    .execute();
}

/** Text messages containing `keyword` in the user's conversations (after what they cleared), newest first. */
export function searchMessageRows(db: Db, userId: number, keyword: string, limit: number) {
  return messageRows(db)
    .innerJoin('im_members as me', (join) =>
      join.onRef('me.conversation_id', '=', 'g.conversation_id').on('me.user_id', '=', userId),
    )
    .whereRef('g.seq', '>', 'me.cleared_seq')
    .where('g.kind', '=', 'text')
    .where('g.recalled', '=', 0)
    .where('g.deleted', '=', 0)
    .where('g.body', 'like', `%${keyword.replace(/[%_\\]/g, '')}%`)
    .orderBy('g.id', 'desc')
    .limit(limit)
    .execute();
}

/** What a shared match card shows: the competition, the teams, the kickoff, the state and score when shared. */
export function matchCardRow(db: Db, matchId: number) {
  return namedMatches(db)
    .select(['m.id', 'm.sport', 'm.state', ...matchCardColumns])
    .where('m.id', '=', matchId)
    .executeTakeFirst();
}

/* 通知中心 (docs/decisions/0071-notice-center-on-the-im-notice-box.md): the notice box by group. A notice is unread while
   after the box's read position and not read in the centre. */

/** The user's notice box and their read position in it; null before any notice came. */
export function noticeBoxOf(db: Executor, userId: number) {
  return db
    .selectFrom('im_conversations as c')
    .innerJoin('im_members as m', (join) => join.onRef('m.conversation_id', '=', 'c.id').on('m.user_id', '=', userId))
    .select(['c.id', 'c.last_seq', 'm.read_seq'])
    .where('c.direct_key', '=', noticeBoxKey(userId))
    .executeTakeFirst();
}

type BoxMessages = ExpressionBuilder<Database & { g: ImMessagesTable }, 'g'>;

/** The box's messages of one group: by their code, or a system notice by its kind. */
function inGroup(eb: BoxMessages, group: NoticeGroup) {
  const { codes, kinds } = noticeGroupMembers[group];
  const ors = [];
  if (codes.length > 0) ors.push(eb('g.code', 'in', codes));
  if (kinds.length > 0) ors.push(eb.and([eb('g.code', '=', ImCode.systemNotice), eb('g.notice_kind', 'in', kinds)]));
  return eb.or(ors);
}

/** One group's notices, newest first, before a sequence. */
export function groupNotices(
  db: Executor,
  boxId: number,
  group: NoticeGroup,
  before: number | undefined,
  limit: number,
) {
  let query = messageRows(db)
    .select('g.notice_read')
    .where('g.conversation_id', '=', boxId)
    .where((eb) => inGroup(eb, group));
  if (before !== undefined) query = query.where('g.seq', '<', before);
  return query.orderBy('g.seq', 'desc').limit(limit).execute();
}

/** The box's unread notices counted by code and kind (the service sorts them into groups). */
export function unreadNoticeCounts(db: Executor, boxId: number, readSeq: number) {
  return db
    .selectFrom('im_messages as g')
    .select(['g.code', 'g.notice_kind', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('g.conversation_id', '=', boxId)
    .where('g.seq', '>', readSeq)
    .where('g.notice_read', '=', 0)
    .where('g.code', 'in', [...unreadImCodes])
    .groupBy(['g.code', 'g.notice_kind'])
    .execute();
}

/** Marks a group's notices read (every group's without one), then moves the box's read position up to the first notice still unread. */
export async function readNotices(
  db: Db,
  box: { id: number; userId: number; readSeq: number },
  group: NoticeGroup | undefined,
) {
  await db.transaction().execute(async (trx) => {
    let mark = trx.updateTable('im_messages as g').set({ notice_read: 1 }).where('g.conversation_id', '=', box.id);
    if (group) mark = mark.where((eb) => inGroup(eb, group));
    await mark.where('g.notice_read', '=', 0).execute();
    const [first, last] = await Promise.all([
      trx
        .selectFrom('im_messages')
        .select((eb) => eb.fn.min('seq').as('seq'))
        .where('conversation_id', '=', box.id)
        .where('seq', '>', box.readSeq)
        .where('notice_read', '=', 0)
        .executeTakeFirst(),
      trx.selectFrom('im_conversations').select('last_seq').where('id', '=', box.id).executeTakeFirstOrThrow(),
    ]);
    const unreadFrom = first?.seq == null ? null : Number(first.seq);
    await advanceRead(trx, box.id, box.userId, unreadFrom === null ? last.last_seq : unreadFrom - 1);
  });
}
