import { describe, expect, it } from 'vitest';
import { createWordFilter, foldForMatching } from './fold-text';

describe('foldForMatching', () => {
  it.each([
    ['ａｄｍｉｎ', 'admin'],
    ['аdmin', 'admin'],
    ['ΑDMIN', 'admin'],
    ['ádmín', 'admin'],
    ['A_d-m.i n', 'admin'],
    ['ad\u200bmin', 'admin'],
    ['管理員', '管理员'],
    ['後台發票', '后台发票'],
  ])('folds %s to %s', (text, folded) => {
    expect(foldForMatching(text)).toBe(folded);
  });

  it('leaves ordinary simplified Chinese and digits alone', () => {
    expect(foldForMatching('梅西10号球迷')).toBe('梅西10号球迷');
  });
});

describe('createWordFilter', () => {
  const filter = createWordFilter(['admin', '管理员', '博彩']);

  it.each(['ａｄｍｉｎ', 'аdmin', 'Super_Admin', '管理員', '我是管 理 员', '博綵'])(
    'finds a listed word in %s',
    (text) => {
      expect(filter.matches(text)).toBe(true);
    },
  );

  it.each(['梅西球迷', 'adm', '管理'])('finds nothing in %s', (text) => {
    expect(filter.matches(text)).toBe(false);
  });
});
