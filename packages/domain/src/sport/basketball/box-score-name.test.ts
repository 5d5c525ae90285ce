import { describe, expect, it } from 'vitest';
import { boxScoreName } from './box-score-name';

describe('boxScoreName', () => {
  it('keeps a name that fits the column, or that has no given name to cut', () => {
    expect(boxScoreName('特雷·杨')).toBe('特雷·杨');
    expect(boxScoreName('加里纳利')).toBe('加里纳利');
    expect(boxScoreName('吉尔杰斯-亚历山大')).toBe('吉尔杰斯-亚历山大');
  });

  it('drops the given name of a long Chinese transliteration', () => {
    expect(boxScoreName('博格丹·博格达诺维奇')).toBe('博格达诺维奇');
    expect(boxScoreName('杰登·麦克丹尼尔斯')).toBe('麦克丹尼尔斯');
  });

  it('cuts a long Latin given name to its initial', () => {
    expect(boxScoreName('Onyeka Okongwu')).toBe('O. Okongwu');
    expect(boxScoreName('Lou Williams')).toBe('L. Williams');
    expect(boxScoreName('Giannis')).toBe('Giannis');
  });
});
