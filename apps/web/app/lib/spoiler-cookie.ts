/**
 * 防剧透 settings in a cookie the browser writes and the server reads, so a hidden score is never rendered,
 * not even for the moment before the page's scripts run. Signed-in fans' settings also live on the API.
 */
import { readSpoilerSettings, type SpoilerSettings } from '@kanqiu/domain';
import { cookieText, readCookie } from './cookie-text';

const SPOILER_COOKIE = 'kq_spoiler';
const YEAR_MS = 365 * 24 * 3600 * 1000;

export function readSpoilerCookie(cookieHeader: string | null | undefined): SpoilerSettings {
  const raw = readCookie(cookieHeader, SPOILER_COOKIE);
  try {
    return readSpoilerSettings(raw ? JSON.parse(raw) : null);
  } catch {
    return readSpoilerSettings(null);
  }
}

export function spoilerCookieText(settings: SpoilerSettings, now: Date): string {
  const off = settings.mode === 'off' && settings.matchIds.length === 0 && settings.delaySeconds === 0;
  return cookieText(SPOILER_COOKIE, off ? '' : JSON.stringify(settings), new Date(now.getTime() + YEAR_MS));
}
