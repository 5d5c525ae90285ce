import type { FootballListItem } from '@kanqiu/contract';
import { footballMinute, footballMinuteText, isFootballLive } from '@kanqiu/domain';

/** The running minute of a row at `now` (sports-clock seconds), or '' when no clock runs. */
export function rowMinuteText(row: Pick<FootballListItem, 's' | 'pst' | 'period'>, now: number): string {
  if (!isFootballLive(row.s) || row.pst === null) return '';
  return footballMinuteText(
    footballMinute({ state: row.s, halfStartAt: row.pst, now, extraTimeHalf: row.period === 2 ? 2 : 1 }),
  );
}
