/** Beijing clock and day labels of the score lists (the same on the server and in the browser). */
import { matchDayOf, matchDayWeekday, matchDaysBetween, SHANGHAI_UTC_OFFSET_MS } from '@kanqiu/domain';
import { weekdayLabels } from '../../lib/labels';

/** HH:mm Beijing time. */
export function beijingTime(epochSec: number): string {
  return new Date(epochSec * 1000 + SHANGHAI_UTC_OFFSET_MS).toISOString().slice(11, 16);
}

/** MM-DD HH:mm Beijing time. */
export function beijingDateTime(epochSec: number): string {
  const iso = new Date(epochSec * 1000 + SHANGHAI_UTC_OFFSET_MS).toISOString();
  return `${iso.slice(5, 10)} ${iso.slice(11, 16)}`;
}

export const weekdayOf = (day: string): string => weekdayLabels[matchDayWeekday(day) - 1] ?? '';

/** 今天 / 明天 / 昨天 / 周X for a day, against today (Beijing). */
export function dayLabel(day: string, nowSec: number): string {
  const diff = matchDaysBetween(matchDayOf(nowSec), day);
  if (diff === 0) return '今天';
  if (diff === 1) return '明天';
  if (diff === -1) return '昨天';
  return weekdayOf(day);
}
