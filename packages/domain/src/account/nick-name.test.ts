import { describe, expect, it } from 'vitest';
import { isAcceptablePassword, nickNameProblem } from './nick-name';

describe('nickname', () => {
  it('counts Chinese characters once', () => {
    expect(nickNameProblem('球迷')).toBeNull();
    expect(nickNameProblem('球')).toBe('length');
    expect(nickNameProblem('一二三四五六七八九十一二三四五六')).toBeNull();
    expect(nickNameProblem('一二三四五六七八九十一二三四五六七')).toBe('length');
  });

  it('refuses spaces and symbols', () => {
    expect(nickNameProblem('ab cd')).toBe('characters');
    expect(nickNameProblem('<script>')).toBe('characters');
    expect(nickNameProblem('fan_2026-kq')).toBeNull();
  });
});

describe('password', () => {
  it('needs 6 to 20 characters with a letter and a digit', () => {
    expect(isAcceptablePassword('abc123')).toBe(true);
    expect(isAcceptablePassword('abc12')).toBe(false);
    expect(isAcceptablePassword('abcdef')).toBe(false);
    expect(isAcceptablePassword('123456')).toBe(false);
    expect(isAcceptablePassword('a1'.repeat(10))).toBe(true);
    expect(isAcceptablePassword('a1'.repeat(10) + 'x')).toBe(false);
  });
});
