import { describe, expect, it } from 'vitest';
import { filterCookieText, readFilterCookie } from './filter-cookie';

describe('football filter cookie', () => {
  it('reads the filter id only when it applies', () => {
    expect(readFilterCookie('a=1; kq_zq_filter=1%2142%21; b=2')).toBe('1!42!');
    expect(readFilterCookie('kq_zq_filter=7')).toBeUndefined();
    expect(readFilterCookie('kq_zq_filter=%E0%A4%A')).toBeUndefined();
    expect(readFilterCookie(null)).toBeUndefined();
  });
  it('expires at the next 10:00 Beijing time; an empty filter removes the cookie', () => {
    // 2026-11-22 08:00 Beijing = 00:00 UTC → 10:00 Beijing the same day.
    expect(filterCookieText('7!', new Date('2026-11-22T00:00:00Z'))).toContain('expires=Sun, 22 Nov 2026 02:00:00 GMT');
    // 11:00 Beijing → 10:00 the next day.
    expect(filterCookieText('7!', new Date('2026-11-22T03:00:00Z'))).toContain('expires=Mon, 23 Nov 2026 02:00:00 GMT');
    expect(filterCookieText('', new Date())).toContain('max-age=0');
  });
});
