import { describe, expect, it } from 'vitest';
import { bannerClosedCookie, bannerCookieExpiry, isBannerClosed } from './download-banner';

describe('bannerCookieExpiry', () => {
  it('ends at the next Shanghai midnight (16:00 UTC)', () => {
    // 09:30 in Shanghai on 1 March
    expect(bannerCookieExpiry(new Date('2026-03-01T01:30:00Z')).toISOString()).toBe('2026-03-01T16:00:00.000Z');
    // 23:59 in Shanghai: a minute left
    expect(bannerCookieExpiry(new Date('2026-03-01T15:59:00Z')).toISOString()).toBe('2026-03-01T16:00:00.000Z');
    // 00:00 exactly starts a new day that lasts 24 h
    expect(bannerCookieExpiry(new Date('2026-03-01T16:00:00Z')).toISOString()).toBe('2026-03-02T16:00:00.000Z');
  });

  it('is the Shanghai day, not the UTC day', () => {
    // 20:00 UTC on 1 March is already 04:00 on 2 March in Shanghai
    expect(bannerCookieExpiry(new Date('2026-03-01T20:00:00Z')).toISOString()).toBe('2026-03-02T16:00:00.000Z');
  });
});

describe('banner cookie', () => {
  it('round-trips through the header the server reads', () => {
    const setCookie = bannerClosedCookie(new Date('2026-03-01T01:30:00Z'));
    expect(setCookie).toContain('expires=Sun, 01 Mar 2026 16:00:00 GMT');
    expect(setCookie).toContain('path=/');
    const pair = setCookie.split(';')[0] ?? '';
    expect(isBannerClosed(pair)).toBe(true);
    expect(isBannerClosed(null)).toBe(false);
    expect(isBannerClosed('other=1')).toBe(false);
  });
});
