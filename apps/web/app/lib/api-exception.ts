/**
 * The app-wide API exception event (spec §8): every API call that answers a known non-success code raises it, and
 * the shell shows it (`features/shell/api-exception-host.tsx`). The browser's own calls raise it at once; a call
 * made by a loader or an action on the server hands it over in a short-lived cookie the shell reads when the
 * navigation or submission is over.
 */
import { apiExceptionOf, type ApiException } from '@kanqiu/domain';
import { cookieText, readCookie } from './cookie-text';

export type ApiExceptionDetail = { kind: ApiException; code: number; msg: string };

const EVENT = 'kq:api-exception';
export const API_EXCEPTION_COOKIE = 'kq_api_exception';

/** The exception an answer raises, or null (success, a code outside the catalogue, 20001). */
export function apiExceptionDetail(code: number, msg: string, httpStatus?: number): ApiExceptionDetail | null {
  const kind = apiExceptionOf(code, httpStatus);
  return kind ? { kind, code, msg } : null;
}

/**
 * Raises the event for an answer of the browser's own API calls (nothing on the server or for a quiet code);
 * true when raised, so the caller leaves the message to the shell.
 */
export function raiseApiException(code: number, msg: string, httpStatus?: number): true | undefined {
  const detail = apiExceptionDetail(code, msg, httpStatus);
  if (!detail || typeof window === 'undefined') return undefined;
  if (listeners === 0) waiting.push(detail);
  else window.dispatchEvent(new CustomEvent<ApiExceptionDetail>(EVENT, { detail }));
  return true;
}

/** How many listen; until the shell's host does (it comes after the load event), what is raised waits for it. */
let listeners = 0;
const waiting: ApiExceptionDetail[] = [];

export function onApiException(listener: (detail: ApiExceptionDetail) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<ApiExceptionDetail>).detail);
  window.addEventListener(EVENT, handle);
  listeners += 1;
  for (const detail of waiting.splice(0)) listener(detail);
  return () => {
    window.removeEventListener(EVENT, handle);
    listeners -= 1;
  };
}

/** The Set-Cookie value handing a server-side call's exception to the page (read once, within a minute). */
export function handoffCookie(detail: ApiExceptionDetail): string {
  // HTTP 400 travels as the code 400, which means the same (home).
  const code = detail.kind === 'home' ? 400 : detail.code;
  const value = encodeURIComponent(JSON.stringify({ code, msg: detail.msg }));
  return `${API_EXCEPTION_COOKIE}=${value}; Path=/; Max-Age=60; SameSite=Lax`;
}

/** Takes (reads and removes) the exception a server-side call handed over, and raises it. */
export function takeHandedOverException(): void {
  const text = readCookie(document.cookie, API_EXCEPTION_COOKIE);
  if (text === undefined) return;
  document.cookie = cookieText(API_EXCEPTION_COOKIE, '', new Date(0));
  try {
    const value = JSON.parse(text) as { code?: unknown; msg?: unknown };
    if (typeof value.code === 'number') raiseApiException(value.code, typeof value.msg === 'string' ? value.msg : '');
  } catch {
    // A cookie that is not ours to read: dropped.
  }
}
