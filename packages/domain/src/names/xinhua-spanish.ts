import type { XinhuaTable } from './table';

/** 西班牙语译音表: ll 略, ñ 尼奥, j/ge 赫, c/z 塞, qu/gu, cu 夸, tx 切; a first v and v after m, n as 巴;
 * que 克, gue 格. */
// prettier-ignore
export const spanishTable: XinhuaTable = {
  spelling: [
    ['ñ', 'ny'], ['ll', 'ly'], ['qu', 'k', 'front'], ['gu', 'g', 'front'], ['gü', 'gw'],
    ['gu', 'gw', 'vowel'], ['cu', 'kw', 'vowel'], ['g', 'h', 'front'], ['j', 'h'], ['c', 's', 'front'], ['z', 's'],
    ['tx', 'ch'], ['h', ''], ['v', 'b', 'start'], ['mv', 'm b'], ['nv', 'n b'],
    ['y', 'i', 'end'], ['ay', 'ai', 'end'], ['rr', 'r'], ['au', 'ao'], ['ü', 'u'],
  ],
  writing: { cells: { k: { e: '克' }, g: { e: '格' } }, joinsIe: true },
};
