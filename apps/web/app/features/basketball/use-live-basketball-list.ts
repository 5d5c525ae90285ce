import type { BasketballList } from '@kanqiu/contract';
import { type ApplyListDiff, type LiveListSport, scoreRose, useLiveList } from '../live';
import { applyBasketballListDiff, rowsOf, type BasketballRow } from './list-diff';

const applyBasketballRowDiff: ApplyListDiff<BasketballRow> = (rows, message, now) => {
  const { rows: next, before, after } = applyBasketballListDiff(rows, message.data, now);
  if (!before || !after) return null;
  return { rows: next, flash: scoreRose(before.score, after.score) ? after.id : null };
};

const basketball: LiveListSport<BasketballList, BasketballRow> = {
  topic: 'live:basketball',
  rowsOf: (snapshot) => rowsOf(snapshot.scoreList, snapshot.serverTime),
  // Basketball's rows need its diff module on the first screen (rowsOf), so the diff is at hand.
  loadApply: () => Promise.resolve(applyBasketballRowDiff),
};

/** The basketball list kept live on the `basketball` stream; a row that scored flashes. */
export function useLiveBasketballList(snapshot: BasketballList | null, resync: () => void) {
  return useLiveList(basketball, snapshot, resync);
}
