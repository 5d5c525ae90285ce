/**
 * Real seasons moved onto today's calendar. A real season moves by a whole number of weeks, so every
 * match keeps its weekday, and it keeps its local kick-off time in its own time zone: a Saturday 15:00
 * kick-off in London is a Saturday 15:00 in London again (23:00 Beijing in winter, 22:00 in summer),
 * whichever side of a daylight-saving change the shifted date falls.
 */
const DAY = 86_400;
const WEEK = 7 * DAY;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** The wall-clock time `timeZone` shows at an instant, as epoch seconds of that reading taken as UTC. */
export function wallClock(epochSec: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(new Date(epochSec * 1000))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return Date.UTC(year, month - 1, day, hour, minute, second) / 1000;
}

/**
 * The offset from UTC `timeZone` keeps in the daytime of a calendar day, in seconds. Clocks change at
 * night, when no match kicks off, so a kick-off's offset is its day's; one time-zone lookup per day keeps
 * a whole season's worth of shifts fast.
 */
const dayOffsets = new Map<string, number>();

function daytimeOffset(dayNumber: number, timeZone: string): number {
  const key = `${timeZone}:${dayNumber}`;
  let offset = dayOffsets.get(key);
  if (offset === undefined) {
    const noonUtc = dayNumber * DAY + DAY / 2;
    offset = wallClock(noonUtc, timeZone) - noonUtc;
    dayOffsets.set(key, offset);
  }
  return offset;
}

/** The daytime instant `weeks` weeks after `epochSec` at which `timeZone` shows the same wall-clock time. */
export function shiftWeeks(epochSec: number, weeks: number, timeZone: string): number {
  const wall = epochSec + daytimeOffset(Math.floor(epochSec / DAY), timeZone) + weeks * WEEK;
  return wall - daytimeOffset(Math.floor(wall / DAY), timeZone);
}

/**
 * The whole weeks that carry a date of `realYear` to the nearest same weekday around the same date of
 * `year` (at most three days away): `monthDay` is `MM-DD`, the start of the real season.
 */
export function weeksBetweenYears(monthDay: string, realYear: number, year: number): number {
  const [month = 1, day = 1] = monthDay.split('-').map(Number);
  const days = (Date.UTC(year, month - 1, day) - Date.UTC(realYear, month - 1, day)) / (DAY * 1000);
  return Math.round(days / 7);
}

/** The UTC calendar year of an instant. */
export function yearOf(epochSec: number): number {
  return new Date(epochSec * 1000).getUTCFullYear();
}
