/**
 * A sport's league filter lives in a cookie (spec §9) so the server renders the filtered list on a
 * reload; each sport has its own cookie name and expiry (domain football/basketballFilterCookieExpiry).
 */
import { parseFilterIds } from '@kanqiu/domain';

export function readNamedFilterCookie(name: string, cookieHeader: string | null | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
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
export function namedFilterCookieText(name: string, filterId: string, expires: Date): string {
  if (!filterId) return `${name}=; path=/; max-age=0; samesite=lax`;
  return `${name}=${encodeURIComponent(filterId)}; path=/; expires=${expires.toUTCString()}; samesite=lax`;
}
