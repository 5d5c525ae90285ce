import { describe, expect, it } from 'vitest';
import { loginPath, safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('keeps local paths with their query', () => {
    expect(safeRedirect('/user/infor')).toBe('/user/infor');
    expect(safeRedirect('/news/1002/?a=1')).toBe('/news/1002/?a=1');
  });

  it.each(['https://evil.example', '//evil.example', '/\\evil.example', 'user', '', null, undefined, 42, '/a\nb'])(
    'falls back for %s',
    (target) => {
      expect(safeRedirect(target)).toBe('/user');
      expect(safeRedirect(target, '/')).toBe('/');
    },
  );
});

describe('loginPath', () => {
  it('carries the page to come back to', () => {
    expect(loginPath('/user/infor')).toBe('/user/login?redirect=%2Fuser%2Finfor');
    expect(loginPath()).toBe('/user/login');
  });
});
