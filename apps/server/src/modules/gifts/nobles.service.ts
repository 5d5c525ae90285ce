import {
  activeNoble,
  NOBLE_PERIOD_DAYS,
  nobleDaysLeft,
  nobleTierById,
  nobleTiers,
  purchaseNoble,
  type NobleHolding,
  type NobleTierId,
} from '@kanqiu/domain';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import { isUniqueViolation } from '../../platform/db/errors';
import { fail } from '../../platform/http/app-error';
import type { SpendGate } from '../minor-mode';
import type { WalletServices } from '../wallet';
import { findHolding, findPurchase, insertPurchase, lockHolding, saveHolding } from './gifts.repository';

type NoblesDeps = { db: Db; clock: Clock; wallet: WalletServices };

/** 贵族: the tiers, a fan's holding, and buying or renewing one through the ledger. */
export function createNoblesService({ db, clock, wallet }: NoblesDeps) {
  const view = (holding: NobleHolding, now: number) => ({ ...holding, daysLeft: nobleDaysLeft(holding, now) });

  /** The tier a fan holds now, or null. */
  async function current(userId: number): Promise<NobleHolding | null> {
    return activeNoble(await findHolding(db, userId), clock());
  }

  async function replayed(userId: number, requestId: string, tierId: NobleTierId) {
    const prior = await findPurchase(db, userId, requestId);
    if (!prior) return null;
    if (prior.tier_id !== tierId) fail('idempotencyKeyReused');
    const now = clock();
    const holding = (await current(userId)) ?? { tierId, expiresAt: prior.expires_at };
    const { coin } = await wallet.balance(userId);
    return { kind: prior.kind, mine: view(holding, now), balance: coin, replayed: true };
  }

  /** Records a paid purchase once and applies it to the holding as it stands in the same transaction. */
  async function apply(userId: number, requestId: string, tierId: NobleTierId, coins: number, now: number) {
    return db.transaction().execute(async (trx) => {
      const held = await lockHolding(trx, userId, now);
      const planned = purchaseNoble(held, tierId, now);
      // A higher tier bought meanwhile by another request: the paid period renews that tier instead.
      const plan = planned.kind === 'downgrade' && held ? purchaseNoble(held, held.tierId, now) : planned;
      if (plan.kind === 'downgrade') throw new Error('A renewal of the held tier cannot be a downgrade');
      await insertPurchase(trx, {
        user_id: userId,
        request_id: requestId,
        tier_id: tierId,
        kind: plan.kind,
        coins,
        expires_at: plan.expiresAt,
        created_at: now,
      });
      const holding = { tierId: plan.tierId, expiresAt: plan.expiresAt };
      await saveHolding(trx, userId, holding, now);
      return { kind: plan.kind, holding };
    });
  }

  return {
    current,

    async overview(userId: number | null) {
      const now = clock();
      const holding = userId === null ? null : activeNoble(await findHolding(db, userId), now);
      return {
        tiers: [...nobleTiers],
        periodDays: NOBLE_PERIOD_DAYS,
        mine: holding && view(holding, now),
        coinBalance: userId === null ? null : (await wallet.balance(userId)).coin,
      };
    },

    /** New, renewal (from the expiry) or upgrade (days left kept); a lower tier while a higher one holds is refused. */
    async buy(userId: number, tierId: NobleTierId, requestId: string, gate: SpendGate) {
      const earlier = await replayed(userId, requestId, tierId);
      if (earlier) return earlier;
      const now = clock();
      const plan = purchaseNoble(await findHolding(db, userId), tierId, now);
      if (plan.kind === 'downgrade') return fail('nobleDowngrade');
      const tier = nobleTierById(tierId);
      if (!tier) return fail('validationFailed', '爵位不存在');
      const { entry } = await gate.spend(tier.monthlyPrice, () =>
        wallet.debit({
          userId,
          currency: 'coin',
          amount: tier.monthlyPrice,
          reason: 'noble',
          idempotencyKey: `noble:${requestId}`,
          reference: `noble:${tierId}`,
        }),
      );
      try {
        const { kind, holding } = await apply(userId, requestId, tierId, tier.monthlyPrice, now);
        return { kind, mine: view(holding, now), balance: entry.balanceAfter, replayed: false };
      } catch (error) {
        // The same request raced this one and recorded the purchase first.
        if (!isUniqueViolation(error)) throw error;
        const again = await replayed(userId, requestId, tierId);
        if (!again) throw error;
        return again;
      }
    },
  };
}

export type NoblesService = ReturnType<typeof createNoblesService>;
