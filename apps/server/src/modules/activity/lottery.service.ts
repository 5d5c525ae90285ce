import { randomBytes } from 'node:crypto';
import type { DrawRecord } from '@kanqiu/contract';
import {
  CONSOLATION_PRIZE_ID,
  DRAW_COST_POINTS,
  drawUnit,
  localDayOf,
  PRIZE_WEIGHT_TOTAL,
  probabilityText,
  roundSeedHash,
  slotOf,
  type PrizeSlot,
} from '@kanqiu/domain';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import { fail } from '../../platform/http/app-error';
import type { WalletServices } from '../wallet';
import {
  findDrawByRequest,
  findDrawPage,
  findOpenRound,
  findPrizes,
  insertDraw,
  insertOpenRound,
  latestClientSeed,
  revealRound,
  takeNonce,
  takeStock,
  updatePrizes,
  type DrawRow,
  type RoundRow,
} from './lottery.repository';
import { pointsOrRefuse } from './points';

type Deps = { db: Db; clock: Clock; wallet: WalletServices };

/** Thrown inside the draw's transaction to undo the nonce and stock when the request id had already drawn. */
class AlreadyDrawn extends Error {}

function claimOf(row: DrawRow): DrawRecord['claim'] {
  if (row.kind !== 'goods') return 'none';
  return row.shipped_at !== null ? 'shipped' : row.claimed_at !== null ? 'claimed' : 'unclaimed';
}

export function drawRecord(row: DrawRow): DrawRecord {
  return {
    id: row.id,
    userId: row.user_id,
    roundId: row.round_id,
    nonce: row.nonce,
    unit: row.unit,
    slotId: row.slot_id,
    prizeId: row.prize_id,
    prizeName: row.prize_name,
    kind: row.kind,
    cost: row.cost,
    seedHash: row.seed_hash,
    clientSeed: row.client_seed,
    seed: row.revealed_at === null ? null : row.seed,
    claim: claimOf(row),
    addressText: row.address_text,
    trackingNo: row.tracking_no,
    createdAt: row.created_at,
  };
}

const withProbability = (prize: PrizeSlot) => ({ ...prize, probability: probabilityText(prize.weight) });

const roundView = (round: { id: number; seed_hash: string; client_seed: string; draws: number; day: string }) => ({
  id: round.id,
  seedHash: round.seed_hash,
  clientSeed: round.client_seed,
  nextNonce: round.draws,
  day: round.day,
});

/**
 * 幸运转盘, provably fair (domain `fair-draw`): each fan has an open round whose seed only shows as its hash, and a
 * client seed of the fan's choosing; every draw is HMAC(seed, "clientSeed:nonce"). A round closes when its Beijing
 * day ends, when the fan asks to reveal it or when they choose a new client seed, and a new one opens with their
 * client seed carried over. Choosing a seed closes the round so no draw of it is signed under two client seeds. Goods come out of a stock that a conditional update never takes below zero.
 */
export function createLotteryService({ db, clock, wallet }: Deps) {
  /** The fan's round of today, or undefined after revealing one left open from an earlier day. */
  async function todaysRound(userId: number) {
    const open = await findOpenRound(db, userId);
    if (open && open.day === localDayOf(clock())) return open;
    if (open) await revealRound(db, open.id, clock());
    return undefined;
  }

  /** The fan's open round, opening one (with `clientSeed`, else their last one, else a random one) if none is. */
  async function openRound(userId: number, clientSeed?: string) {
    const today = localDayOf(clock());
    const open = await todaysRound(userId);
    if (open) return open;
    const seed = randomBytes(32).toString('hex');
    await insertOpenRound(db, {
      user_id: userId,
      seed,
      seed_hash: await roundSeedHash(seed),
      client_seed: clientSeed ?? (await latestClientSeed(db, userId)) ?? randomBytes(8).toString('hex'),
      day: today,
      created_at: clock(),
    });
    return (await findOpenRound(db, userId)) ?? fail('conflict');
  }

  /** Within the draw's transaction: the nonce, the slot, the stock, the draw row. */
  async function drawIn(trx: Db, round: RoundRow, requestId: string, prizes: PrizeSlot[]) {
    const userId = round.user_id;
    const nonce = (await takeNonce(trx, round.id)) ?? fail('conflict');
    const unit = await drawUnit(round.seed, round.client_seed, nonce);
    const slot =
      prizes[
        slotOf(
          unit,
          prizes.map((p) => p.weight),
        )
      ] ?? fail('internalError');
    const won = slot.kind !== 'goods' || (await takeStock(trx, slot.id));
    const prize = won ? slot : (prizes.find((p) => p.id === CONSOLATION_PRIZE_ID) ?? slot);
    const inserted = await insertDraw(trx, {
      user_id: userId,
      request_id: requestId,
      round_id: round.id,
      nonce,
      unit,
      slot_id: slot.id,
      prize_id: prize.id,
      cost: DRAW_COST_POINTS,
      created_at: clock(),
    });
    if (!inserted) throw new AlreadyDrawn();
  }

  /** Credits a points prize under a key of the draw, so a retried request never pays twice. */
  async function creditPrize(userId: number, draw: DrawRow, prizes: PrizeSlot[]): Promise<void> {
    const prize = prizes.find((p) => p.id === draw.prize_id);
    if (prize?.kind !== 'point' || prize.amount <= 0) return;
    await wallet.credit({
      userId,
      currency: 'point',
      amount: prize.amount,
      reason: 'lotteryPoints',
      idempotencyKey: `drawprize:${draw.id}`,
      reference: `draw:${draw.id}`,
    });
  }

  return {
    async overview(userId: number | null) {
      const prizes = await findPrizes(db);
      const round = userId === null ? null : roundView(await openRound(userId));
      const points = userId === null ? null : (await wallet.balance(userId)).point;
      return {
        cost: DRAW_COST_POINTS,
        weightTotal: PRIZE_WEIGHT_TOTAL,
        prizes: prizes.map(withProbability),
        round,
        points,
      };
    },

    async draw(userId: number, requestId: string) {
      const earlier = await findDrawByRequest(db, userId, requestId);
      if (!earlier) {
        await pointsOrRefuse(
          wallet.debit({
            userId,
            currency: 'point',
            amount: DRAW_COST_POINTS,
            reason: 'lotteryDraw',
            idempotencyKey: `draw:${requestId}`,
          }),
        );
      }
      const prizes = await findPrizes(db);
      if (!earlier) {
        const round = await openRound(userId);
        await db
          .transaction()
          .execute((trx) => drawIn(trx, round, requestId, prizes))
          .catch((error: unknown) => {
            if (!(error instanceof AlreadyDrawn)) throw error;
          });
      }
      const row = (await findDrawByRequest(db, userId, requestId)) ?? fail('conflict');
      await creditPrize(userId, row, prizes);
      return { draw: drawRecord(row), balance: (await wallet.balance(userId)).point, replayed: earlier !== undefined };
    },

    /** The operator's prize table: every current slot must be given, goods with a stock, others without. */
    async setPrizes(table: { id: string; weight: number; stock: number | null }[]) {
      const current = await findPrizes(db);
      const ids = new Set(table.map((p) => p.id));
      const complete =
        ids.size === table.length && current.length === table.length && current.every((p) => ids.has(p.id));
      const stockRight = table.every(
        (p) => (current.find((c) => c.id === p.id)?.kind === 'goods') === (p.stock !== null),
      );
      if (!complete || !stockRight) fail('validationFailed', '须给出每个奖品，且只有实物奖品有库存');
      await updatePrizes(db, table);
      return { prizes: (await findPrizes(db)).map(withProbability) };
    },

    /** Closes the fan's open round now, showing its seed, and opens the next one (with `clientSeed` when given). */
    async reveal(userId: number, clientSeed?: string) {
      const round = await openRound(userId);
      await revealRound(db, round.id, clock());
      const next = await openRound(userId, clientSeed);
      return { revealed: { ...roundView(round), seed: round.seed }, next: roundView(next) };
    },

    /** The draws, newest first; a round left open from an earlier day is revealed first, so its seed shows. */
    async history(userId: number, { page, size }: { page: number; size: number }) {
      await todaysRound(userId);
      const rows = await findDrawPage(db, userId, size + 1, (page - 1) * size);
      return { list: rows.slice(0, size).map(drawRecord), page, next: rows.length > size };
    },
  };
}

export type LotteryService = ReturnType<typeof createLotteryService>;
