import { Code, type Currency } from '@kanqiu/domain';
import { AppError, fail } from '../../platform/http/app-error';

/** A points debit the ledger refused for want of balance answers the activity's own, clearer code. */
export async function pointsOrRefuse<T>(debit: Promise<T>): Promise<T> {
  try {
    return await debit;
  } catch (error) {
    if (error instanceof AppError && error.code === Code.insufficientBalance) throw new AppError('pointsInsufficient');
    throw error;
  }
}

/**
 * Guessing and the wheel take points earned in the product, never coins
 * (docs/decisions/0070-wheel-gives-points-never-coins.md).
 */
export function refuseCoins({ currency }: { currency?: Currency }): void {
  if (currency !== undefined && currency !== 'point') fail('pointsOnly');
}
