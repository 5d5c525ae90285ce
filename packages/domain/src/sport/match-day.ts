/**
 * Match days: the Beijing (Asia/Shanghai) calendar days that date the score lists, written YYYY-MM-DD.
 * Times are epoch seconds, as the database stores them.
 */
import { localDayOf, SHANGHAI_UTC_OFFSET_MS } from '../time/local-time';

const DAY_SECONDS = 86_400;
const DAY_MS = DAY_SECONDS * 1000;
const OFFSET_SECONDS = SHANGHAI_UTC_OFFSET_MS / 1000;
const PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

const dayText = (dayNumber: number): string => new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);

/** Days since 1970-01-01, or null when the text is not a real calendar date. */
const dayNumberOrNull = (day: string): number | null => {
  const parts = PATTERN.exec(day);
  if (!parts) return null;
  const dayNumber = Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3])) / DAY_MS;
  // Date.UTC rolls 02-30 over into March and reads years below 100 as 19xx; a round trip catches both.
  return Number.isInteger(dayNumber) && dayText(dayNumber) === day ? dayNumber : null;
};

const dayNumber = (day: string): number => {
  const number = dayNumberOrNull(day);
  if (number === null) throw new RangeError(`Not a calendar date: ${day}`);
  return number;
};

export const isMatchDay = (text: string): boolean => dayNumberOrNull(text) !== null;

export const matchDayOf = localDayOf;

/** 00:00 Beijing time of the day, in epoch seconds. */
export const matchDayStart = (day: string): number => dayNumber(day) * DAY_SECONDS - OFFSET_SECONDS;

export const shiftMatchDay = (day: string, days: number): string => dayText(dayNumber(day) + days);

/** Whole days from one match day to another (negative when `to` comes first). */
export const matchDaysBetween = (from: string, to: string): number => dayNumber(to) - dayNumber(from);

/** Monday 1 … Sunday 7. */
export const matchDayWeekday = (day: string): number => ((dayNumber(day) + 3) % 7) + 1;

/** `count` consecutive days starting `offset` days from `day`. */
export const matchDayRange = (day: string, offset: number, count: number): string[] =>
  Array.from({ length: count }, (_, index) => shiftMatchDay(day, offset + index));
