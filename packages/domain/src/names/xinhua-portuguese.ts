import type { XinhuaTable } from './table';

/** 葡萄牙语译音表: lh 略, nh 尼奥, j/ge 热, ch/x 沙, ç 萨, ão 奥, ei 埃; que 克, gue 格. */
// prettier-ignore
export const portugueseTable: XinhuaTable = {
  spelling: [
    ['lh', 'ly'], ['nh', 'ny'], ['ç', 's'], ['c', 's', 'front'], ['ch', 'sh'], ['x', 'sh'], ['j', 'zh'],
    ['g', 'zh', 'front'], ['gu', 'g', 'front'], ['qu', 'k', 'front'], ['gu', 'gw', 'vowel'], ['h', ''],
    ['ão', 'ao'], ['ãe', 'ai'], ['õe', 'o i'], ['ou', 'o'], ['ei', 'e'], ['au', 'ao'], ['aú', 'ao'],
    ['rr', 'r'], ['w', 'v'], ['y', 'i'], ['m', 'n', 'end'],
  ],
  writing: { cells: { k: { e: '克' }, g: { e: '格' } }, joinsIe: true },
};
