/**
 * Wall-clock arithmetic in the product's time zone, Asia/Shanghai: UTC+8 all
 * year (China has had no daylight saving since 1991), so a fixed offset is exact.
 */
export const SHANGHAI_UTC_OFFSET_MS = 8 * 60 * 60 * 1000;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

const timeOf = (now: Date): number => {
  const time = now.getTime();
  if (Number.isNaN(time)) throw new RangeError('Invalid date');
  return time;
};

/** The first instant strictly after now at which the Shanghai clock reads hour:00. */
export const nextLocalHour = (now: Date, hour: number): Date => {
  if (!Number.isInteger(hour) || hour < 0 || hour > 23) {
    throw new RangeError(`Hour must be an integer from 0 to 23, got ${hour}`);
  }
  const time = timeOf(now);
  const localMidnight = Math.floor((time + SHANGHAI_UTC_OFFSET_MS) / DAY_MS) * DAY_MS;
  const today = localMidnight - SHANGHAI_UTC_OFFSET_MS + hour * HOUR_MS;
  return new Date(today > time ? today : today + DAY_MS);
};

/** The next Shanghai midnight: the end of the current local day. */
export const endOfLocalDay = (now: Date): Date => nextLocalHour(now, 0);

/** The Shanghai calendar day of an instant given in epoch seconds, written YYYY-MM-DD. */
export const localDayOf = (epochSeconds: number): string =>
  new Date(epochSeconds * 1000 + SHANGHAI_UTC_OFFSET_MS).toISOString().slice(0, 10);
