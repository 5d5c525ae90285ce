/**
 * The browser's device id (`kq_device`), made when a guest turns 青少年模式 on: the API keeps a guest's mode per
 * device. Only those browsers carry it, so every other guest's pages stay shared (lib/page-cache.server.ts).
 */
import { deviceIdPattern } from '@kanqiu/contract';
import { readCookie } from './cookie-text';

export const DEVICE_COOKIE = 'kq_device';
/** Set while 青少年模式 is on in this browser: the web then asks the API for its status on every page. */
export const MINOR_MARK_COOKIE = 'kq_minor';

const TWO_YEARS_SEC = 2 * 365 * 24 * 3600;

export function readDeviceId(cookieHeader: string | null | undefined): string | null {
  const id = readCookie(cookieHeader, DEVICE_COOKIE);
  return id && deviceIdPattern.test(id) ? id : null;
}

export const hasMinorMark = (cookieHeader: string | null | undefined): boolean =>
  readCookie(cookieHeader, MINOR_MARK_COOKIE) === '1';

const cookieHeader = (name: string, value: string, maxAge: number, secure: boolean) =>
  `${name}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax${name === DEVICE_COOKIE ? '; HttpOnly' : ''}${secure ? '; Secure' : ''}`;

export const deviceCookieHeader = (id: string, secure: boolean) =>
  cookieHeader(DEVICE_COOKIE, id, TWO_YEARS_SEC, secure);

export const minorMarkHeader = (on: boolean, secure: boolean) =>
  cookieHeader(MINOR_MARK_COOKIE, on ? '1' : '', on ? TWO_YEARS_SEC : 0, secure);
