import type { BasketballList } from '@kanqiu/contract';
import { useLiveList, type LiveListSport } from '../live/use-live-list';
import { applyBasketballListDiff, rowsOf, type BasketballRow } from './list-diff';

const basketball: LiveListSport<BasketballList, BasketballRow> = {
  topic: 'live:basketball',
  rowsOf: (snapshot) => rowsOf(snapshot.scoreList, snapshot.serverTime),
  apply(rows, message, now) {
    const result = applyBasketballListDiff(rows, message.data, now);
    return result.rows === rows ? null : { rows: result.rows, flash: result.scored };
  },
};

/** The basketball list kept live on the `basketball` stream; a row that scored flashes. */
export function useLiveBasketballList(snapshot: BasketballList | null, resync: () => void) {
  return useLiveList(basketball, snapshot, resync);
}
