import { describe, expect, it } from 'vitest';
import { foldPlain, hiddenByFan, linesOnScreen } from './fan-filter';

const line = (id: number, text: string, senderId: number | null, createdAt = id) => ({
  id,
  text,
  createdAt,
  sender: senderId === null ? null : { id: senderId },
});
const none = { userIds: [], words: [] };

describe('a fan’s own chat filters', () => {
  it('folds width, case and separators so a keyword is found however it is spaced', () => {
    expect(foldPlain('Ｖ 信，加-我')).toBe('v信加我');
    expect(hiddenByFan({ userIds: [], words: ['v信'] }, line(1, '加 V.信 看高清', 2))).toBe(true);
    expect(hiddenByFan({ userIds: [], words: ['  '] }, line(1, '好球', 2))).toBe(false);
  });

  it('hides a blocked user’s lines but never a system line', () => {
    const filters = { userIds: [7], words: [] };
    expect(hiddenByFan(filters, line(1, '好球', 7))).toBe(true);
    expect(hiddenByFan(filters, line(2, '好球', 8))).toBe(false);
    expect(hiddenByFan(filters, line(3, '欢迎', null))).toBe(false);
  });

  it('merges identical lines within the window into the first, and keeps only the cap', () => {
    const lines = [line(1, '666', 1, 100), line(2, '6 6 6', 2, 105), line(3, '好球', 3, 106), line(4, '666', 4, 120)];
    expect(linesOnScreen(lines, none, 10).map((s) => [s.line.id, s.repeats])).toEqual([
      [1, 2],
      [3, 1],
      [4, 1],
    ]);
    expect(linesOnScreen(lines, none, 2).map((s) => s.line.id)).toEqual([3, 4]);
    expect(linesOnScreen(lines, { userIds: [1], words: ['好'] }, 10).map((s) => [s.line.id, s.repeats])).toEqual([
      [2, 1],
      [4, 1],
    ]);
  });
});
