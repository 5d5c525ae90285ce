import { describe, expect, it } from 'vitest';
import { readSpoilerCookie, spoilerCookieText } from './spoiler-cookie';

describe('the 防剧透 cookie', () => {
  const now = new Date('2026-11-23T12:00:00Z');

  it('round-trips settings through the cookie the server reads', () => {
    const settings = { mode: 'chosen' as const, matchIds: [12, 7], delaySeconds: 30 };
    const text = spoilerCookieText(settings, now);
    expect(text).toContain('expires=Tue, 23 Nov 2027');
    const header = `a=1; ${text.split(';')[0]}; b=2`;
    expect(readSpoilerCookie(header)).toEqual(settings);
  });

  it('removes the cookie when nothing is hidden or delayed', () => {
    expect(spoilerCookieText({ mode: 'off', matchIds: [], delaySeconds: 0 }, now)).toContain('max-age=0');
  });

  it('reads a missing or tampered cookie as off', () => {
    expect(readSpoilerCookie(null).mode).toBe('off');
    expect(readSpoilerCookie('kq_spoiler=%7Bnot-json').mode).toBe('off');
    expect(readSpoilerCookie('kq_spoiler=' + encodeURIComponent('{"mode":"all","delaySeconds":999}'))).toEqual({
      mode: 'all',
      matchIds: [],
      delaySeconds: 120,
    });
  });
});
