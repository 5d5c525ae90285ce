/**
 * A sport's league filter lives in a cookie (spec §9) so the server renders the filtered list on a
 * reload; each sport has its own cookie name and expiry (domain football/basketballFilterCookieExpiry).
 */
import { parseFilterIds } from '@kanqiu/domain';
import { cookieText, readCookie } from '../../lib/cookie-text';

export function readNamedFilterCookie(name: string, cookieHeader: string | null | undefined): string | undefined {
  const value = readCookie(cookieHeader, name);
  // Only a filter that applies (spec §5) travels on.
  return value !== undefined && parseFilterIds(value) ? value : undefined;
}

/** The Set-Cookie text (document.cookie) for a filter id; '' removes the filter. */
export const namedFilterCookieText = (name: string, filterId: string, expires: Date): string =>
  cookieText(name, filterId, expires);
