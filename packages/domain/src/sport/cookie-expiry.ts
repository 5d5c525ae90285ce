/**
 * Expiry of the league-filter cookies (spec §9): the football filter lasts
 * until the next 10:00 Shanghai time, the basketball one until the next 15:00,
 * when the day's match list turns over. The spec's "34h" and "39h" count from
 * local midnight (24 + 10, 24 + 15); from any moment the wait is at most 24 h.
 */
import { nextLocalHour } from '../time/local-time';

export const FOOTBALL_FILTER_RESET_HOUR = 10;
export const BASKETBALL_FILTER_RESET_HOUR = 15;

export const footballFilterCookieExpiry = (now: Date): Date =>
  nextLocalHour(now, FOOTBALL_FILTER_RESET_HOUR);

export const basketballFilterCookieExpiry = (now: Date): Date =>
  nextLocalHour(now, BASKETBALL_FILTER_RESET_HOUR);
