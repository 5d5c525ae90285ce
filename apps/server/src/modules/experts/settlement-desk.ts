import { settlementPick, settlePick, TIP_DECIDING_STATES, tipFinalScore } from '@kanqiu/domain';
import type { Logger } from 'pino';
import type { ReadCache } from '../../platform/cache/read-cache';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import { repeatTask } from '../../platform/repeat';
import type { WalletServices } from '../wallet';
import type { ExpertsService } from './experts.service';
import { tipsTag } from './viewers';

/** How often the desk looks for tips whose match has been decided. */
export const SETTLEMENT_INTERVAL_MS = 2000;
const BATCH = 200;

type DeskDeps = {
  db: Db;
  sportsClock: Clock;
  wallet: WalletServices;
  experts: ExpertsService;
  cache: ReadCache;
  logger: Logger;
};

/** Tips not settled whose match is finished, postponed, abandoned or cancelled. */
function decidedTips(db: Db, now: number) {
  return db
    .selectFrom('expert_tips as t')
    .innerJoin('matches as m', 'm.id', 't.match_id')
    .select([
      't.id',
      't.expert_id',
      't.market',
      't.pick',
      't.line',
      't.price',
      'm.sport',
      'm.state',
      'm.home_score',
      'm.away_score',
    ])
    .where('t.settled_at', 'is', null)
    .where('m.kickoff_at', '<=', now)
    .where((eb) =>
      eb.or([
        eb.and([eb('m.sport', '=', 'football'), eb('m.state', 'in', [...TIP_DECIDING_STATES.football])]),
        eb.and([eb('m.sport', '=', 'basketball'), eb('m.state', 'in', [...TIP_DECIDING_STATES.basketball])]),
      ]),
    )
    .orderBy('t.id')
    .limit(BATCH)
    .execute();
}

/** Gives back what the buyers of a voided tip paid, once each (the ledger key is the tip and the buyer). */
async function refundBuyers(db: Db, wallet: WalletServices, tipId: number): Promise<void> {
  const purchases = await db
    .selectFrom('tip_purchases')
    .select(['user_id', 'price'])
    .where('tip_id', '=', tipId)
    .where('refunded', '=', 0)
    .execute();
  for (const purchase of purchases) {
    await wallet.credit({
      userId: purchase.user_id,
      currency: 'coin',
      amount: purchase.price,
      reason: 'tipRefund',
      idempotencyKey: `tip-refund:${tipId}:${purchase.user_id}`,
      reference: `tip:${tipId}`,
    });
    await db
      .updateTable('tip_purchases')
      .set({ refunded: 1 })
      .where('tip_id', '=', tipId)
      .where('user_id', '=', purchase.user_id)
      .execute();
  }
}

/**
 * Settles every decided tip with the one settlement of picks, refunds voided purchases, then re-reads levels;
 * the tips' reads, records and rankings move on every instance.
 */
export async function settleDecidedTips({ db, sportsClock, wallet, experts, cache }: Omit<DeskDeps, 'logger'>) {
  const now = sportsClock();
  const tips = await decidedTips(db, now);
  const touched = new Set<number>();
  for (const tip of tips) {
    const score = tipFinalScore(tip.sport, tip.state, { home: tip.home_score, away: tip.away_score });
    if (score === null) continue;
    const outcome = settlePick(settlementPick(tip.market, tip.pick, tip.line), score);
    const result = await db
      .updateTable('expert_tips')
      .set({ outcome, settled_at: now })
      .where('id', '=', tip.id)
      .where('settled_at', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) continue;
    if (outcome === 'void' && tip.price > 0) await refundBuyers(db, wallet, tip.id);
    touched.add(tip.expert_id);
  }
  if (touched.size > 0) {
    await experts.refreshLevels([...touched]);
    cache.invalidate([tipsTag]);
  }
  return { more: tips.length === BATCH };
}

export function startSettlementDesk(deps: DeskDeps): () => Promise<void> {
  return repeatTask(() => settleDecidedTips(deps), {
    intervalMs: SETTLEMENT_INTERVAL_MS,
    logger: deps.logger,
    name: 'tip settlement',
  });
}
