/**
 * A football list row's live diff: the row changed, the fan's alerts raised, the row flashed when it
 * scored. Loaded with the live socket after the page's load event (docs/decisions/0009-first-screen-javascript.md).
 */
import type { FootballListItem } from '@kanqiu/contract';
import type { LiveDiffMessage } from '../../lib/live-socket';
import { raiseAlerts, scoreRose, type ApplyListDiff } from '../live';
import { isScoreHiddenNow } from '../spoiler';
import { applyFootballListDiff } from './list-diff';
import { rowMinuteText } from './row-minute';

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

export const applyFootballRowDiff: ApplyListDiff<FootballListItem> = (rows, message, now) => {
  const { rows: next, before, after } = applyFootballListDiff(rows, message.data);
  if (!before || !after) return null;
  raiseRowAlerts(before, after, message, now);
  return { rows: next, flash: scoreRose(before.score, after.score) ? after.id : null };
};
