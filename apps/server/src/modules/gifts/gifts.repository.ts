import type { NobleHolding, NobleTierId } from '@kanqiu/domain';
import { sql, type Insertable } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { GiftSendsTable, NoblePurchasesTable } from './tables';

export function findGiftSend(db: Db, senderId: number, clientId: string) {
  return db
    .selectFrom('gift_sends as g')
    .innerJoin('users as u', 'u.id', 'g.sender_id')
    .selectAll('g')
    .select('u.nick_name')
    .where('g.sender_id', '=', senderId)
    .where('g.client_id', '=', clientId)
    .executeTakeFirst();
}

export type GiftSendRow = NonNullable<Awaited<ReturnType<typeof findGiftSend>>>;

export async function insertGiftSend(db: Db, row: Insertable<GiftSendsTable>): Promise<number> {
  const { id } = await db.insertInto('gift_sends').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function findNickName(db: Db, userId: number): Promise<string> {
  const row = await db.selectFrom('users').select('nick_name').where('id', '=', userId).executeTakeFirstOrThrow();
  return row.nick_name;
}

/** The room's givers by 球币 given, most first, with the tier each holds at `now`. */
export async function findRoomRanking(db: Db, roomId: number, now: number, limit: number) {
  const rows = await db
    .selectFrom('gift_sends as g')
    .innerJoin('users as u', 'u.id', 'g.sender_id')
    .leftJoin('noble_holdings as n', (join) => join.onRef('n.user_id', '=', 'g.sender_id').on('n.expires_at', '>', now))
    .select([
      'g.sender_id',
      'u.nick_name',
      'u.portrait',
      'n.tier_id',
      sql<string | number>`max(g.created_at)`.as('last_at'),
    ])
    .where('g.room_id', '=', roomId)
    .groupBy(['g.sender_id', 'u.nick_name', 'u.portrait', 'n.tier_id'])
    .orderBy(sql`max(g.created_at)`, 'desc')
    .orderBy('g.sender_id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, last_at: Number(row.last_at) }));
}

export async function findHolding(db: Db, userId: number): Promise<NobleHolding | null> {
  const row = await db
    .selectFrom('noble_holdings')
    .select(['tier_id', 'expires_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? { tierId: row.tier_id as NobleTierId, expiresAt: row.expires_at } : null;
}

/**
 * The holding, locked for the rest of the transaction: a placeholder row (already lapsed) is written or touched
 * first, so a concurrent purchase of the same fan waits for this one (PostgreSQL's row lock; SQLite has one writer).
 */
export async function lockHolding(db: Db, userId: number, now: number): Promise<NobleHolding | null> {
  await db
    .insertInto('noble_holdings')
    .values({ user_id: userId, tier_id: 'knight', expires_at: 0, updated_at: now })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ updated_at: now }))
    .execute();
  return findHolding(db, userId);
}

export function findPurchase(db: Db, userId: number, requestId: string) {
  return db
    .selectFrom('noble_purchases')
    .selectAll()
    .where('user_id', '=', userId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
}

export async function insertPurchase(db: Db, row: Insertable<NoblePurchasesTable>): Promise<void> {
  await db.insertInto('noble_purchases').values(row).execute();
}

export async function saveHolding(db: Db, userId: number, holding: NobleHolding, now: number): Promise<void> {
  const values = { tier_id: holding.tierId, expires_at: holding.expiresAt, updated_at: now };
  await db
    .insertInto('noble_holdings')
    .values({ user_id: userId, ...values })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
    .execute();
}
