/**
 * The sales day of the Chinese football lotteries (竞彩足球, 北京单场): day D's list holds the matches that
 * kick off from 11:00 on D to 11:00 on D+1, Beijing time, so a 03:00 match is on the previous day's list.
 * Kanqiu sells nothing (its lists only reuse the numbering fans know).
 */
import { matchDayOf, matchDayStart } from './match-day';

export const LOTTERY_DAY_START_HOUR = 11;

const START_OFFSET_SECONDS = LOTTERY_DAY_START_HOUR * 3600;
const DAY_SECONDS = 86_400;

export const lotteryDayOf = (epochSeconds: number): string => matchDayOf(epochSeconds - START_OFFSET_SECONDS);

/** Kick-offs from `from` (inclusive) to `to` (exclusive), epoch seconds. */
export const lotteryDayWindow = (day: string): { from: number; to: number } => {
  const from = matchDayStart(day) + START_OFFSET_SECONDS;
  return { from, to: from + DAY_SECONDS };
};
