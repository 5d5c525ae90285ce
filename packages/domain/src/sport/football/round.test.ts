import { describe, expect, it } from 'vitest';
import { footballRoundLabel } from './round';

describe('footballRoundLabel', () => {
  it('names a league matchday', () => {
    expect(footballRoundLabel('12')).toBe('第12轮');
    expect(footballRoundLabel('1')).toBe('第1轮');
  });

  it('names a tournament group by its letter', () => {
    expect(footballRoundLabel('A')).toBe('小组赛 A组');
    expect(footballRoundLabel('group h')).toBe('小组赛 H组');
    expect(footballRoundLabel('group')).toBe('小组赛');
  });

  it('names the knockout rounds in Chinese', () => {
    expect(['r16', 'qf', 'sf', 'third', 'final'].map(footballRoundLabel)).toEqual([
      '1/8决赛',
      '1/4决赛',
      '半决赛',
      '季军赛',
      '决赛',
    ]);
  });

  it('never shows an untranslated round', () => {
    expect(footballRoundLabel(null)).toBeNull();
    expect(footballRoundLabel('')).toBeNull();
    expect(footballRoundLabel('playoff-x')).toBeNull();
  });
});
