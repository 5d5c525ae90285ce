import { silentR } from './spelling';
import type { XinhuaTable } from './table';

/** 荷兰语译音表: ij/ei 艾, oe 胡, ui/uy 奥, eu 厄, ou/au 奥, eeuw 埃乌, g/ch 赫, sch 斯赫 at the start (什
 * inside), v 弗, w 维, j 扬; long vowels written once; the silent r of the table's custom. */
// prettier-ignore
export const dutchTable: XinhuaTable = {
  spelling: [
    ...silentR, ['ij', 'ai'], ['ei', 'ai'], ['oe', 'u'], ['ui', 'ao'], ['uy', 'ao'], ['eu', 'ə'], ['ou', 'ao'],
    ['au', 'ao'], ['eeuw', 'e u'], ['aa', 'a'], ['ee', 'e'], ['oo', 'o'], ['uu', 'ü'], ['ie', 'i'], ['ae', 'a'],
    ['sch', 's h', 'start'], ['sch', 'sh'], ['ch', 'h'], ['g', 'h'], ['v', 'f'], ['w', 'v'], ['j', 'y'],
    ['tj', 'ch'], ['c', 's', 'front'], ['e', 'ə', 'end'], ['er', 'ə', 'end', 'afterConsonant'], ['y', 'ai'],
  ],
  writing: {},
};
