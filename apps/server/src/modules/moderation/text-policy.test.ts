import { describe, expect, it } from 'vitest';
import { createTextPolicy, textScopes } from './text-policy';
import { brandWords, forbiddenWords } from './word-list';

const policy = createTextPolicy(['黑哨']);

describe('text policy', () => {
  it.each(textScopes)('%s refuses every word of the one list and the operator’s words', (scope) => {
    for (const word of [...forbiddenWords, '黑哨']) expect(policy.refuses(scope, `今天${word}了`), word).toBe(true);
  });

  it('refuses brand words in nicknames only', () => {
    for (const word of brandWords) {
      expect(policy.refuses('nickName', word), word).toBe(true);
      expect(policy.refuses('comment', word), word).toBe(false);
    }
  });

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
  ])('catches the nickname %s', (text) => expect(policy.refuses('nickName', text)).toBe(true));

  it.each(['曼联死忠', '球迷123456', 'messi_fan', '老詹', '这球踢得漂亮'])('lets %s through in every scope', (text) => {
    for (const scope of textScopes) expect(policy.refuses(scope, text)).toBe(false);
  });
});
