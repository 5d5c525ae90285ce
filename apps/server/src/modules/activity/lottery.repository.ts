import { PRIZE_TABLE, type PrizeSlot } from '@kanqiu/domain';
import type { Db } from '../../platform/db/database';
import type { LotteryDrawsTable, LotteryRoundsTable } from './tables';

/** Writes the domain's prize table once; later changes (an operator's weights or stock) are the database's. */
export async function seedPrizes(db: Db): Promise<void> {
  await db
    .insertInto('lottery_prizes')
    .values(PRIZE_TABLE.map((slot, sort) => ({ ...slot, sort })))
    .onConflict((c) => c.column('id').doNothing())
    .execute();
}

export async function findPrizes(db: Db): Promise<PrizeSlot[]> {
  return db
    .selectFrom('lottery_prizes')
    .select(['id', 'name', 'kind', 'amount', 'weight', 'stock'])
    .orderBy('sort')
    .execute();
}

/** Takes one unit of a prize's stock; false when none is left (the conditional update is atomic on both databases). */
export async function takeStock(db: Db, prizeId: string): Promise<boolean> {
  const result = await db
    .updateTable('lottery_prizes')
    .set((eb) => ({ stock: eb('stock', '-', 1) }))
    .where('id', '=', prizeId)
    .where('stock', '>', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export const findOpenRound = (db: Db, userId: number) =>
  db
    .selectFrom('lottery_rounds')
    .selectAll()
    .where('user_id', '=', userId)
    .where('revealed_at', 'is', null)
    .executeTakeFirst();

export type RoundRow = NonNullable<Awaited<ReturnType<typeof findOpenRound>>>;

/** The client seed of the fan's latest round, carried into the next; undefined before their first. */
export async function latestClientSeed(db: Db, userId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('lottery_rounds')
    .select('client_seed')
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.client_seed;
}

/** Opens a round unless the fan has one open already (the partial unique index settles a race). */
export async function insertOpenRound(db: Db, round: Omit<LotteryRoundsTable, 'id' | 'draws' | 'revealed_at'>) {
  await db
    .insertInto('lottery_rounds')
    .values(round)
    .onConflict((c) => c.column('user_id').where('revealed_at', 'is', null).doNothing())
    .execute();
}

export async function revealRound(db: Db, roundId: number, at: number): Promise<void> {
  await db
    .updateTable('lottery_rounds')
    .set({ revealed_at: at })
    .where('id', '=', roundId)
    .where('revealed_at', 'is', null)
    .execute();
}

/** The next nonce of an open round (0 for its first draw), or null when the round was revealed meanwhile. */
export async function takeNonce(db: Db, roundId: number): Promise<number | null> {
  const row = await db
    .updateTable('lottery_rounds')
    .set((eb) => ({ draws: eb('draws', '+', 1) }))
    .where('id', '=', roundId)
    .where('revealed_at', 'is', null)
    .returning('draws')
    .executeTakeFirst();
  return row ? row.draws - 1 : null;
}

export type NewDraw = Omit<LotteryDrawsTable, 'id' | 'address_text' | 'tracking_no' | 'claimed_at' | 'shipped_at'>;

/** False when the fan's request id already drew (the caller then rolls back what it took). */
export async function insertDraw(db: Db, draw: NewDraw): Promise<boolean> {
  const result = await db
    .insertInto('lottery_draws')
    .values(draw)
    .onConflict((c) => c.columns(['user_id', 'request_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Draws joined to their rounds; the seed is only selected for the caller to show once revealed. */
export function drawQuery(db: Db) {
  return db
    .selectFrom('lottery_draws as d')
    .innerJoin('lottery_rounds as r', 'r.id', 'd.round_id')
    .innerJoin('lottery_prizes as p', 'p.id', 'd.prize_id')
    .selectAll('d')
    .select(['r.seed', 'r.seed_hash', 'r.client_seed', 'r.revealed_at', 'p.name as prize_name', 'p.kind']);
}

export type DrawRow = Awaited<ReturnType<ReturnType<typeof drawQuery>['executeTakeFirstOrThrow']>>;

export const findDrawByRequest = (db: Db, userId: number, requestId: string) =>
  drawQuery(db).where('d.user_id', '=', userId).where('d.request_id', '=', requestId).executeTakeFirst();

export const findDraw = (db: Db, drawId: number) => drawQuery(db).where('d.id', '=', drawId).executeTakeFirst();

export const findDrawPage = (db: Db, userId: number, limit: number, offset: number) =>
  drawQuery(db).where('d.user_id', '=', userId).orderBy('d.id', 'desc').limit(limit).offset(offset).execute();

/** The operator's new weights and stock, all slots at once so the weights keep adding up to the whole. */
export async function updatePrizes(db: Db, prizes: readonly { id: string; weight: number; stock: number | null }[]) {
  await db.transaction().execute(async (trx) => {
    for (const prize of prizes) {
      await trx
        .updateTable('lottery_prizes')
        .set({ weight: prize.weight, stock: prize.stock })
        .where('id', '=', prize.id)
        .execute();
    }
  });
}
