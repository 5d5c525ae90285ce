import { isAdultOn, localDayOf, type MinorAction } from '@kanqiu/domain';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import type { Dialect } from '../../platform/db/migration';
import { fail } from '../../platform/http/app-error';
import type { UserServices } from '../user';
import { deleteSpend, insertSpend, lockSpender, spentSince } from './minor-mode.repository';
import type { MinorModeService } from './minor-mode.service';

/** The header a fan's confirmation of a large spend travels in (the web asks first, then sends it). */
export const SPEND_CONFIRMED_HEADER = 'x-kq-spend-confirmed';

type SpendingDeps = {
  db: Db;
  dialect: Dialect;
  clock: Clock;
  limits: Config['spending'];
  realNames: Pick<UserServices['realNames'], 'birthDateOf'>;
  minorMode: Pick<MinorModeService, 'refuse'>;
};

/**
 * What a paid action hands the gifts, nobles and tips code: `spend` checks the limits and records the spend in one
 * locked step, then runs `pay` (the debit); a payment that fails, or did not charge (`charged` false: a replay),
 * gives its place under the limits back.
 */
export type SpendGate = {
  spend<T>(coins: number, pay: () => Promise<T>, charged?: (paid: T) => boolean): Promise<T>;
};

export type SpendAction = Extract<MinorAction, 'gift' | 'noble' | 'tipPurchase'>;

/**
 * The money rules of a live platform (docs/decisions/0064-minor-mode-and-money-rules.md): only a certified adult pays;
 * coins spent per gift, per day and per month stay under the operator's limits; a spend above the threshold needs the
 * fan's confirmation.
 */
export function createSpendingService({ db, dialect, clock, limits, realNames, minorMode }: SpendingDeps) {
  async function assertAdult(userId: number): Promise<void> {
    if (!isAdultOn(await realNames.birthDateOf(userId), clock())) fail('adultRequired');
  }

  /**
   * Checks the limits (and the fan's confirmation of a large spend) and records the spend in one transaction, the
   * fan's spends in turn: two at once can never both pass the day's or month's limit.
   */
  async function reserve(userId: number, coins: number, action: SpendAction, confirmed: boolean): Promise<number> {
    if (action === 'gift' && coins > limits.perGift) fail('spendOverGiftLimit', `单次送礼最多 ${limits.perGift} 球币`);
    return db.transaction().execute(async (trx) => {
      await lockSpender(trx, dialect, userId);
      const now = clock();
      const day = localDayOf(now);
      const month = day.slice(0, 7);
      if ((await spentSince(trx, userId, 'day', day)) + coins > limits.perDay) {
        fail('spendOverDayLimit', `每天最多消费 ${limits.perDay} 球币，今日额度已不足`);
      }
      if ((await spentSince(trx, userId, 'month', month)) + coins > limits.perMonth) {
        fail('spendOverMonthLimit', `每月最多消费 ${limits.perMonth} 球币，本月额度已不足`);
      }
      if (coins > limits.confirmAbove && !confirmed) {
        fail('spendNeedsConfirmation', `本次将消费 ${coins} 球币，请确认后再支付`);
      }
      return insertSpend(trx, { user_id: userId, coins, day, month, created_at: now });
    });
  }

  return {
    limits: () => limits,
    assertAdult,

    /** 充值: refused in 青少年模式 and to anyone not a certified adult. */
    async mayRecharge(request: FastifyRequest, userId: number): Promise<void> {
      await minorMode.refuse(request, 'recharge');
      await assertAdult(userId);
    },

    gate(request: FastifyRequest, userId: number, action: SpendAction): SpendGate {
      const confirmed = request.headers[SPEND_CONFIRMED_HEADER] === '1';
      return {
        async spend(coins, pay, charged = () => true) {
          await minorMode.refuse(request, action);
          await assertAdult(userId);
          const spendId = await reserve(userId, coins, action, confirmed);
          const paid = await pay().catch(async (error: unknown) => {
            await deleteSpend(db, spendId);
            throw error;
          });
          if (!charged(paid)) await deleteSpend(db, spendId);
          return paid;
        },
      };
    },
  };
}

export type SpendingService = ReturnType<typeof createSpendingService>;
