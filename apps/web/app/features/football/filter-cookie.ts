/**
 * The football league filter cookie (spec §9): it expires at the next 10:00 Beijing time (domain
 * footballFilterCookieExpiry).
 */
import { footballFilterCookieExpiry } from '@kanqiu/domain';
import { namedFilterCookieText, readNamedFilterCookie } from '../live/filter-cookie';

export const FOOTBALL_FILTER_COOKIE = 'kq_zq_filter';

export const readFilterCookie = (cookieHeader: string | null | undefined): string | undefined =>
  readNamedFilterCookie(FOOTBALL_FILTER_COOKIE, cookieHeader);

/** The Set-Cookie text (document.cookie) for a filter id; '' removes the filter. */
export const filterCookieText = (filterId: string, now: Date): string =>
  namedFilterCookieText(FOOTBALL_FILTER_COOKIE, filterId, footballFilterCookieExpiry(now));
