import { silentR } from './spelling';
import type { XinhuaTable } from './table';

/** 葡萄牙语译音表: lh 略, nh 尼奥, j/ge 热 (gi 吉), ch/x 沙, ç 萨, ão 昂, ei 埃, final z 斯; que 克, gue 格,
 * -ton 顿. */
// prettier-ignore
export const portugueseTable: XinhuaTable = {
  spelling: [
    ...silentR, ['lh', 'ly'], ['nh', 'ny'], ['ç', 's'], ['c', 's', 'front'], ['ch', 'sh'], ['x', 'sh'],
    ['j', 'zh'], ['g', 'zh', 'front'], ['gu', 'g', 'front'], ['qu', 'k', 'front'], ['gu', 'gw', 'vowel'],
    ['h', ''], ['ão', 'a ng'], ['ãe', 'ai'], ['õe', 'o i'], ['ou', 'o'], ['ei', 'e'], ['ai', 'ai', 'consonant'],
    ['au', 'ao'], ['aú', 'ao'], ['rr', 'r'], ['ll', 'l'], ['y', 'i'], ['m', 'n', 'end'], ['z', 's', 'end'],
  ],
  writing: { cells: { k: { e: '克' }, g: { e: '格' }, zh: { i: '吉' }, t: { on: '顿' } }, keepsIeApart: true },
};
