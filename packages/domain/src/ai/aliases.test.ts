import { describe, expect, it } from 'vitest';
import { NAME_ALIASES } from './aliases';

describe('fans’ nicknames', () => {
  it('point 蓝月亮, 银河战舰 and 老詹 at the names the data uses', () => {
    expect(NAME_ALIASES['蓝月亮']).toBe('曼城');
    expect(NAME_ALIASES['银河战舰']).toBe('皇马');
    expect(NAME_ALIASES['老詹']).toBe('詹姆斯');
  });

  it('never point a nickname at another nickname', () => {
    for (const target of Object.values(NAME_ALIASES)) expect(NAME_ALIASES[target]).toBeUndefined();
  });
});
