import type { FootballListItem } from '@kanqiu/contract';
import { footballMinute, footballMinuteText, isFootballLive } from '@kanqiu/domain';

/** The running minute of a row at `now` (sports-clock seconds), or '' when no clock runs. */
export function rowMinuteText(row: Pick<FootballListItem, 's' | 'pst' | 'period'>, now: number): string {
  if (!isFootballLive(row.s) || row.pst === null) return '';
  return footballMinuteText(
    footballMinute({ state: row.s, halfStartAt: row.pst, now, extraTimeHalf: row.period === 2 ? 2 : 1 }),
  );
}

/**
 * The minute a row shows: a live match's, the server's until the page runs (`now` null), then the sports
 * clock's; null for a match not in play, whatever the clock says.
 */
export function shownMinute(
  row: Pick<FootballListItem, 's' | 'pst' | 'period' | 'timIng'>,
  now: number | null,
): string | null {
  if (!isFootballLive(row.s)) return null;
  return now === null ? row.timIng : rowMinuteText(row, now);
}
