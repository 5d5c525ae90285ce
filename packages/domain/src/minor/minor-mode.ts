/**
 * 青少年模式 (docs/decisions/0064-minor-mode-and-money-rules.md): what the mode allows and when. Time is counted in active
 * minutes — a minute of the Beijing day counts once when the holder's device reaches the API in it (a heartbeat or any
 * other call), so a client that stops sending heartbeats but keeps using the product is still counted.
 */
import { SHANGHAI_UTC_OFFSET_MS, localDayOf } from '../time/local-time';

export const MINOR_DAILY_MINUTES = 40;
/** The rest hours, Beijing time: from 22:00 until 06:00. */
export const MINOR_CURFEW_FROM_HOUR = 22;
export const MINOR_CURFEW_UNTIL_HOUR = 6;

/** What the mode refuses, each answered with its own code. */
export const minorActions = [
  'recharge',
  'gift',
  'noble',
  'tipPurchase',
  'guess',
  'wheel',
  'strangerMessage',
  'broadcast',
] as const;
export type MinorAction = (typeof minorActions)[number];

/** Why the whole product is closed to the holder now, or null when it is open. */
export type MinorLock = 'curfew' | 'timeLimit' | null;

const beijingHour = (epochSeconds: number): number =>
  new Date(epochSeconds * 1000 + SHANGHAI_UTC_OFFSET_MS).getUTCHours();

export function isMinorCurfew(epochSeconds: number): boolean {
  const hour = beijingHour(epochSeconds);
  return hour >= MINOR_CURFEW_FROM_HOUR || hour < MINOR_CURFEW_UNTIL_HOUR;
}

/** The minute of time an instant falls in; two calls in the same minute count it once. */
export const activeMinuteOf = (epochSeconds: number): number => Math.floor(epochSeconds / 60);

export type MinorUsage = { day: string; minutes: number; lastMinute: number };

/** The day's usage after the holder reached the API at `now`: a new day starts from zero. */
export function countActivity(usage: MinorUsage | null, now: number): MinorUsage {
  const day = localDayOf(now);
  const minute = activeMinuteOf(now);
  if (!usage || usage.day !== day) return { day, minutes: 1, lastMinute: minute };
  if (minute <= usage.lastMinute) return usage;
  return { day, minutes: usage.minutes + 1, lastMinute: minute };
}

/** Minutes used today as of `now` (a stored day that is not today counts nothing). */
export const minutesUsedToday = (usage: MinorUsage | null, now: number): number =>
  usage && usage.day === localDayOf(now) ? usage.minutes : 0;

/** Closed in the rest hours, and once the 40th minute has passed (the 40th itself is still the fan's). */
export function minorLockAt(usage: MinorUsage | null, now: number): MinorLock {
  if (isMinorCurfew(now)) return 'curfew';
  const used = minutesUsedToday(usage, now);
  const inLastCountedMinute = usage?.lastMinute === activeMinuteOf(now);
  return used > MINOR_DAILY_MINUTES || (used === MINOR_DAILY_MINUTES && !inLastCountedMinute) ? 'timeLimit' : null;
}

/** Wrong passwords allowed within a window before the password is refused until the window ends. */
export const MINOR_PASSWORD_TRIES = 5;
export const MINOR_PASSWORD_WINDOW_SECONDS = 10 * 60;

/** The wrong passwords counted since `since` (the first of them), when a window is open. */
export type PasswordFailures = { count: number; since: number | null };

const windowOpen = ({ since }: PasswordFailures, now: number): boolean =>
  since !== null && now < since + MINOR_PASSWORD_WINDOW_SECONDS;

/** Whole minutes (at least 1) until the password may be tried again, or 0 when it may be now. */
export function minorPasswordWaitMinutes(failures: PasswordFailures, now: number): number {
  if (!windowOpen(failures, now) || failures.count < MINOR_PASSWORD_TRIES) return 0;
  return Math.max(1, Math.ceil((failures.since! + MINOR_PASSWORD_WINDOW_SECONDS - now) / 60));
}

/** The count after one more wrong password: in the open window, or the first of a new one. */
export function withPasswordFailure(failures: PasswordFailures, now: number): PasswordFailures {
  return windowOpen(failures, now) ? { count: failures.count + 1, since: failures.since } : { count: 1, since: now };
}

/** The password that turns the mode off or lets a fan past its limits: exactly four digits. */
export const isMinorPassword = (value: string): boolean => /^\d{4}$/.test(value);
