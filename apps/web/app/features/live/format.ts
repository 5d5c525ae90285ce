/** Day labels of the score lists (the same on the server and in the browser). */
import { matchDayOf, matchDayWeekday, matchDaysBetween } from '@kanqiu/domain';

const weekdayLabels = ['周一', '周二', '周三', '周四', '周五', '周六', '周日'] as const;

export const weekdayOf = (day: string): string => weekdayLabels[matchDayWeekday(day) - 1] ?? '';

/** 今天 / 明天 / 昨天 / 周X for a day, against today (Beijing). */
export function dayLabel(day: string, nowSec: number): string {
  const diff = matchDaysBetween(matchDayOf(nowSec), day);
  if (diff === 0) return '今天';
  if (diff === 1) return '明天';
  if (diff === -1) return '昨天';
  return weekdayOf(day);
}
