import { shiftMatchDay } from '@kanqiu/domain';

/**
 * 赛果 without a chosen date opens on the latest day that has results: just after midnight (Beijing) no match
 * of the new day has finished, so yesterday's results show, as on any score app.
 */
export async function latestResults<T extends { rows: readonly unknown[] }>(
  today: string,
  resultsOf: (day: string) => Promise<T>,
): Promise<T> {
  const todays = await resultsOf(today);
  return todays.rows.length > 0 ? todays : resultsOf(shiftMatchDay(today, -1));
}
