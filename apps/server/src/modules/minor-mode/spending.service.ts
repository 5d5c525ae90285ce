import { isAdultOn, localDayOf, type MinorAction } from '@kanqiu/domain';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import { fail } from '../../platform/http/app-error';
import type { UserServices } from '../user';
import { insertSpend, spentSince } from './minor-mode.repository';
import type { MinorModeService } from './minor-mode.service';

/** The header a fan's confirmation of a large spend travels in (the web asks first, then sends it). */
export const SPEND_CONFIRMED_HEADER = 'x-kq-spend-confirmed';

type SpendingDeps = {
  db: Db;
  clock: Clock;
  limits: Config['spending'];
  realNames: Pick<UserServices['realNames'], 'birthDateOf'>;
  minorMode: Pick<MinorModeService, 'refuse'>;
};

/** What a paid action hands the gifts, nobles and tips code: checked before the debit, counted after it. */
export type SpendGate = { before(coins: number): Promise<void>; after(coins: number): Promise<void> };

export type SpendAction = Extract<MinorAction, 'gift' | 'noble' | 'tipPurchase'>;

/**
 * The money rules of a live platform (issue 31 §2): only a certified adult pays; coins spent per gift, per day
 * and per month stay under the operator's limits; a spend above the threshold needs the fan's confirmation.
 */
export function createSpendingService({ db, clock, limits, realNames, minorMode }: SpendingDeps) {
  async function assertAdult(userId: number): Promise<void> {
    if (!isAdultOn(await realNames.birthDateOf(userId), clock())) fail('adultRequired');
  }

  async function assertWithinLimits(userId: number, coins: number, action: SpendAction, confirmed: boolean) {
    if (action === 'gift' && coins > limits.perGift) fail('spendOverGiftLimit', `单次送礼最多 ${limits.perGift} 球币`);
    const today = localDayOf(clock());
    if ((await spentSince(db, userId, 'day', today)) + coins > limits.perDay) {
      fail('spendOverDayLimit', `每天最多消费 ${limits.perDay} 球币，今日额度已不足`);
    }
    if ((await spentSince(db, userId, 'month', today.slice(0, 7))) + coins > limits.perMonth) {
      fail('spendOverMonthLimit', `每月最多消费 ${limits.perMonth} 球币，本月额度已不足`);
    }
    if (coins > limits.confirmAbove && !confirmed) {
      fail('spendNeedsConfirmation', `本次将消费 ${coins} 球币，请确认后再支付`);
    }
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
        async before(coins) {
          await minorMode.refuse(request, action);
          await assertAdult(userId);
          await assertWithinLimits(userId, coins, action, confirmed);
        },
        async after(coins) {
          const now = clock();
          const day = localDayOf(now);
          await insertSpend(db, { user_id: userId, coins, day, month: day.slice(0, 7), created_at: now });
        },
      };
    },
  };
}

export type SpendingService = ReturnType<typeof createSpendingService>;
