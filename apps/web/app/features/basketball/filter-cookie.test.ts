import { describe, expect, it } from 'vitest';
import { readFilterCookie } from '../football/filter-cookie';
import { basketballFilterCookieText, readBasketballFilterCookie } from './filter-cookie';

describe('basketball filter cookie', () => {
  it('expires at the next 15:00 Beijing time (07:00 UTC)', () => {
    expect(basketballFilterCookieText('102', new Date('2026-11-22T05:00:00Z'))).toBe(
      'kq_lq_filter=102; path=/; expires=Sun, 22 Nov 2026 07:00:00 GMT; samesite=lax',
    );
    expect(basketballFilterCookieText('102', new Date('2026-11-22T08:00:00Z'))).toContain(
      'expires=Mon, 23 Nov 2026 07:00:00 GMT',
    );
    expect(basketballFilterCookieText('', new Date())).toContain('max-age=0');
  });

  it('is its own cookie, apart from football', () => {
    const header = 'kq_zq_filter=136; kq_lq_filter=101';
    expect(readBasketballFilterCookie(header)).toBe('101');
    expect(readFilterCookie(header)).toBe('136');
    expect(readBasketballFilterCookie('kq_lq_filter=abc')).toBeUndefined();
  });
});
