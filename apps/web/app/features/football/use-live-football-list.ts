import type { FootballList, FootballListItem } from '@kanqiu/contract';
import type { LiveDiffMessage } from '../../lib/live-socket';
import {
  alertsFor,
  alertText,
  type LiveListSport,
  playAlertBeep,
  scoreRose,
  useAlertStore,
  useLiveList,
} from '../live';
import { isScoreHiddenNow } from '../spoiler';
import { applyFootballListDiff, rowMinuteText } from './list-diff';

/** Raises the fan's alerts (toast, and a beep on goals) for one row's change. */
function raiseAlerts(before: FootballListItem, after: FootballListItem, message: LiveDiffMessage, now: number): void {
  // 防剧透: a hidden match raises no alert (it would tell the score).
  if (isScoreHiddenNow(after.id)) return;
  const store = useAlertStore.getState();
  const kinds = alertsFor({ followed: after.followed, before, after: message.data.fields }, store.settings);
  if (kinds.length === 0) return;
  const minute = rowMinuteText(after, now);
  for (const kind of kinds) {
    store.push({ kind, matchId: after.id, text: alertText(kind, after.homeName, after.awayName, after.score, minute) });
  }
  if (kinds.includes('goal') && store.settings.jqChecked) playAlertBeep();
}

const football: LiveListSport<FootballList, FootballListItem> = {
  topic: 'live:football',
  rowsOf: (snapshot) => snapshot.list,
  apply(rows, message, now) {
    const { rows: next, before, after } = applyFootballListDiff(rows, message.data);
    if (!before || !after) return null;
    raiseAlerts(before, after, message, now);
    return { rows: next, flash: scoreRose(before.score, after.score) ? after.id : null };
  },
};

/** The football list kept live on the `football` stream, with the fan's goal and card alerts. */
export function useLiveFootballList(snapshot: FootballList | null, resync: () => void) {
  return useLiveList(football, snapshot, resync);
}
