import { FootballStatus, footballListGroup, matchDayWeekday, type LotteryKind } from '@kanqiu/domain';
import type { ListRow } from './match-list.repository';

export type { LotteryKind } from '@kanqiu/domain';

export const lotteryKinds: readonly LotteryKind[] = ['jczq', 'bjdc'];

export const lotteryNames: Readonly<Record<LotteryKind, string>> = { jczq: '竞彩足球', bjdc: '北京单场' };

const WEEKDAYS = ['一', '二', '三', '四', '五', '六', '日'];

/**
 * Which of a sales day's matches a list carries: 竞彩 the hot competitions' matches that are not cancelled,
 * 北单 every listed match. Both exclude what no list shows (abnormal states).
 */
function isOnList(kind: LotteryKind, row: ListRow): boolean {
  if (footballListGroup(row.state) === null) return false;
  return kind === 'bjdc' || (row.league_hot === 1 && row.state !== FootballStatus.cancelled);
}

/** The list's rows (given in kick-off order) and their numbers: 竞彩 周X001 by the sales day's weekday, 北单 001. */
export function lotteryList(kind: LotteryKind, day: string, rows: readonly ListRow[]) {
  const listed = rows.filter((row) => isOnList(kind, row));
  const prefix = kind === 'jczq' ? `周${WEEKDAYS[matchDayWeekday(day) - 1] ?? ''}` : '';
  const numbers = new Map(listed.map((row, index) => [row.id, `${prefix}${String(index + 1).padStart(3, '0')}`]));
  return { rows: listed, numbers };
}
