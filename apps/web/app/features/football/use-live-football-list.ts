import type { FootballList, FootballListItem } from '@kanqiu/contract';
import { type LiveListSport, useLiveList } from '../live';

const football: LiveListSport<FootballList, FootballListItem> = {
  topic: 'live:football',
  rowsOf: (snapshot) => snapshot.list,
  loadApply: () => import('./live-diff').then((module) => module.applyFootballRowDiff),
};

/** The football list kept live on the `football` stream, with the fan's goal and card alerts. */
export function useLiveFootballList(snapshot: FootballList | null, resync: () => void) {
  return useLiveList(football, snapshot, resync);
}
