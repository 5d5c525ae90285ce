/** The basketball league filter cookie (spec §9): it expires at the next 15:00 Beijing time. */
import { basketballFilterCookieExpiry } from '@kanqiu/domain';
import { namedFilterCookieText, readNamedFilterCookie } from '../live/filter-cookie';

export const BASKETBALL_FILTER_COOKIE = 'kq_lq_filter';

export const readBasketballFilterCookie = (cookieHeader: string | null | undefined): string | undefined =>
  readNamedFilterCookie(BASKETBALL_FILTER_COOKIE, cookieHeader);

export const basketballFilterCookieText = (filterId: string, now: Date): string =>
  namedFilterCookieText(BASKETBALL_FILTER_COOKIE, filterId, basketballFilterCookieExpiry(now));
