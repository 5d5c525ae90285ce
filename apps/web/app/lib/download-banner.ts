/**
 * The download banner's "closed" cookie lasts until the end of the day in Shanghai (spec §9).
 * It is written by the browser and read by the server, so the banner is never rendered at all
 * once closed (no flash on reload).
 */
import { endOfLocalDay } from '@kanqiu/domain';
import { createCookie } from 'react-router';

export const bannerCookie = createCookie('kq_dl_closed', { path: '/', sameSite: 'lax' });

export function bannerCookieExpiry(now: Date): Date {
  return endOfLocalDay(now);
}

/** The Set-Cookie/document.cookie string that hides the banner until midnight. */
export function bannerClosedCookie(now: Date): Promise<string> {
  return bannerCookie.serialize(true, { expires: bannerCookieExpiry(now) });
}

export async function isBannerClosed(cookieHeader: string | null): Promise<boolean> {
  return (await bannerCookie.parse(cookieHeader)) === true;
}
