import { describe, expect, it } from 'vitest';
import { containsSensitiveWord } from './sensitive-words';

describe('containsSensitiveWord', () => {
  it.each([
    '官方客服',
    '系统通知',
    '看球小编',
    '赌球王',
    '彩票代理人',
    'ADMIN',
    'Kan_Qiu',
    'off-icial',
    '客 服',
    'ａｄｍｉｎ',
    'аdmin',
    '管理員',
    '官方客服'.split('').join('\u200b'),
  ])('catches %s', (text) => expect(containsSensitiveWord(text)).toBe(true));

  it.each(['曼联死忠', '球迷123456', 'messi_fan', '老詹'])('lets %s through', (text) => {
    expect(containsSensitiveWord(text)).toBe(false);
  });
});
