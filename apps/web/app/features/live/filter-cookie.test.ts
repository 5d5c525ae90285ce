import { describe, expect, it } from 'vitest';
import { filterCookieText, readFilterCookie } from './filter-cookie';

describe('football filter cookie', () => {
  it('reads the filter id only when it applies', () => {
    expect(readFilterCookie('football', 'a=1; kq_zq_filter=1%2142%21; b=2')).toBe('1!42!');
    expect(readFilterCookie('football', 'kq_zq_filter=7')).toBeUndefined();
    expect(readFilterCookie('football', 'kq_zq_filter=%E0%A4%A')).toBeUndefined();
    expect(readFilterCookie('football', null)).toBeUndefined();
  });
  it('expires at the next 10:00 Beijing time; an empty filter removes the cookie', () => {
    // 2026-11-22 08:00 Beijing = 00:00 UTC → 10:00 Beijing the same day.
    expect(filterCookieText('football', '7!', new Date('2026-11-22T00:00:00Z'))).toContain(
      'expires=Sun, 22 Nov 2026 02:00:00 GMT',
    );
    // 11:00 Beijing → 10:00 the next day.
    expect(filterCookieText('football', '7!', new Date('2026-11-22T03:00:00Z'))).toContain(
      'expires=Mon, 23 Nov 2026 02:00:00 GMT',
    );
    expect(filterCookieText('football', '', new Date())).toContain('max-age=0');
  });
});

describe('basketball filter cookie', () => {
  it('expires at the next 15:00 Beijing time (07:00 UTC)', () => {
    expect(filterCookieText('basketball', '102', new Date('2026-11-22T05:00:00Z'))).toBe(
      'kq_lq_filter=102; path=/; expires=Sun, 22 Nov 2026 07:00:00 GMT; samesite=lax',
    );
    expect(filterCookieText('basketball', '102', new Date('2026-11-22T08:00:00Z'))).toContain(
      'expires=Mon, 23 Nov 2026 07:00:00 GMT',
    );
    expect(filterCookieText('basketball', '', new Date())).toContain('max-age=0');
  });

  it('is its own cookie, apart from football', () => {
    const header = 'kq_zq_filter=136; kq_lq_filter=101';
    expect(readFilterCookie('basketball', header)).toBe('101');
    expect(readFilterCookie('football', header)).toBe('136');
    expect(readFilterCookie('basketball', 'kq_lq_filter=abc')).toBeUndefined();
  });
});
