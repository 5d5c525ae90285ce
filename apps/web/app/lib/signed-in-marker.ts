import { readCookie } from './cookie-text';

/**
 * The page-readable marker that goes with the (httpOnly) session cookie: a signed-in fan's browser may be given the
 * guests' render of a shared page (`page-cache.server.ts`) and then asks for the fan's own data once the page is
 * live, which only the marker tells it to.
 */
export const SIGNED_IN_COOKIE = 'kq_signed';

/** Whether a Cookie header holds the signed-in marker. */
export const hasSignedInMarker = (cookieHeader: string | null | undefined): boolean =>
  readCookie(cookieHeader, SIGNED_IN_COOKIE) === '1';

/**
 * Whether the fan is signed in, at the moment of a tap: on a guests' render their own data may not have come yet,
 * and a tap then must not send them to the login page.
 */
export const signedInNow = (user: unknown): boolean =>
  user !== null || (typeof document !== 'undefined' && hasSignedInMarker(document.cookie));
