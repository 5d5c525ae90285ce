import { isMatchDay, localDayOf, SIGN_IN_POINTS, signInKey } from '@kanqiu/domain';
import type { Clock } from '../../platform/clock';
import type { Ledger } from './ledger.service';

/** Points' first source: once per Beijing day; a second sign-in that day replays the first. */
export function createSignInService(ledger: Ledger, clock: Clock) {
  return {
    /** `day` defaults to today in Beijing; the activity feature passes its own when it adds streaks. */
    async signIn(userId: number, day: string = localDayOf(clock())) {
      if (!isMatchDay(day)) throw new RangeError(`Not a calendar day: ${day}`);
      const { entry, replayed } = await ledger.credit({
        userId,
        currency: 'point',
        amount: SIGN_IN_POINTS,
        reason: 'signIn',
        idempotencyKey: signInKey(day),
      });
      return { day, points: entry.amount, balance: entry.balanceAfter, alreadySignedIn: replayed };
    },
  };
}

export type SignInService = ReturnType<typeof createSignInService>;
