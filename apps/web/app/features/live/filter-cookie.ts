/**
 * A sport's league filter lives in a cookie (spec §9) so the server renders the filtered list on a
 * reload; each sport has its own cookie name and expiry: the next 10:00 Beijing time for football,
 * 15:00 for basketball (domain football/basketballFilterCookieExpiry).
 */
import { basketballFilterCookieExpiry, footballFilterCookieExpiry, parseFilterIds } from '@kanqiu/domain';
import { cookieText, readCookie } from '../../lib/cookie-text';

export type FilterSport = 'football' | 'basketball';

const filterCookies: Record<FilterSport, { name: string; expiry(now: Date): Date }> = {
  football: { name: 'kq_zq_filter', expiry: footballFilterCookieExpiry },
  basketball: { name: 'kq_lq_filter', expiry: basketballFilterCookieExpiry },
};

export function readFilterCookie(sport: FilterSport, cookieHeader: string | null | undefined): string | undefined {
  const value = readCookie(cookieHeader, filterCookies[sport].name);
  // Only a filter that applies (spec §5) travels on.
  return value !== undefined && parseFilterIds(value) ? value : undefined;
}

/** The Set-Cookie text (document.cookie) for a filter id; '' removes the filter. */
export function filterCookieText(sport: FilterSport, filterId: string, now: Date): string {
  const { name, expiry } = filterCookies[sport];
  return cookieText(name, filterId, expiry(now));
}
