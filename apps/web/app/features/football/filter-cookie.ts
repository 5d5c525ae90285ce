/**
 * The football league filter lives in a cookie (spec §9) so the server renders the filtered list
 * on a reload; it expires at the next 10:00 Beijing time (domain footballFilterCookieExpiry).
 */
import { footballFilterCookieExpiry, parseFilterIds } from '@kanqiu/domain';

export const FOOTBALL_FILTER_COOKIE = 'kq_zq_filter';

export function readFilterCookie(cookieHeader: string | null | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== FOOTBALL_FILTER_COOKIE) continue;
    let value: string;
    try {
      value = decodeURIComponent(rest.join('='));
    } catch {
      return undefined;
    }
    // Only a filter that applies (spec §5) travels on.
    return parseFilterIds(value) ? value : undefined;
  }
  return undefined;
}

/** The Set-Cookie text (document.cookie) for a filter id; '' removes the filter. */
export function filterCookieText(filterId: string, now: Date): string {
  if (!filterId) return `${FOOTBALL_FILTER_COOKIE}=; path=/; max-age=0; samesite=lax`;
  const expires = footballFilterCookieExpiry(now).toUTCString();
  return `${FOOTBALL_FILTER_COOKIE}=${encodeURIComponent(filterId)}; path=/; expires=${expires}; samesite=lax`;
}
