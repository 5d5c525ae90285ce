/**
 * The download banner's "closed" cookie lasts until the end of the day in Shanghai (spec §9).
 * It is written by the browser and read by the server, so the banner is never rendered at all
 * once closed (no flash on reload).
 */
import { endOfLocalDay } from '@kanqiu/domain';
import { cookieText, readCookie } from './cookie-text';

const BANNER_COOKIE = 'kq_dl_closed';

export function bannerCookieExpiry(now: Date): Date {
  return endOfLocalDay(now);
}

/** The document.cookie string that hides the banner until midnight. */
export function bannerClosedCookie(now: Date): string {
  return cookieText(BANNER_COOKIE, '1', bannerCookieExpiry(now));
}

export function isBannerClosed(cookieHeader: string | null): boolean {
  return readCookie(cookieHeader, BANNER_COOKIE) === '1';
}
