import type { FootballList, FootballListItem } from '@kanqiu/contract';
import type { LiveDiffMessage } from '../../lib/live-socket';
import { type LiveListSport, raiseAlerts, scoreRose, useLiveList } from '../live';
import { isScoreHiddenNow } from '../spoiler';
import { applyFootballListDiff, rowMinuteText } from './list-diff';

/** Raises the fan's alerts (toast, and a beep on goals) for one row's change. */
function raiseRowAlerts(
  before: FootballListItem,
  after: FootballListItem,
  message: LiveDiffMessage,
  now: number,
): void {
  // 防剧透: a hidden match raises no alert (it would tell the score).
  if (isScoreHiddenNow(after.id)) return;
  const minute = rowMinuteText(after, now);
  raiseAlerts(after.id, { followed: after.followed, before, after: message.data.fields }, (kind, text) =>
    text(kind, after.homeName, after.awayName, after.score, minute),
  );
}

const football: LiveListSport<FootballList, FootballListItem> = {
  topic: 'live:football',
  rowsOf: (snapshot) => snapshot.list,
  apply(rows, message, now) {
    const { rows: next, before, after } = applyFootballListDiff(rows, message.data);
    if (!before || !after) return null;
    raiseRowAlerts(before, after, message, now);
    return { rows: next, flash: scoreRose(before.score, after.score) ? after.id : null };
  },
};

/** The football list kept live on the `football` stream, with the fan's goal and card alerts. */
export function useLiveFootballList(snapshot: FootballList | null, resync: () => void) {
  return useLiveList(football, snapshot, resync);
}
