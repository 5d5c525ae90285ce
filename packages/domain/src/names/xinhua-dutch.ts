import type { XinhuaTable } from './table';

/** 荷兰语译音表: ij/ei 艾, oe 胡, ui/uy 奥, eu 厄, ou/au 奥, g/ch 赫, sch 斯赫, v 弗, w 维, j 扬; long
 * vowels written once. */
// prettier-ignore
export const dutchTable: XinhuaTable = {
  spelling: [
    ['ij', 'ai'], ['ei', 'ai'], ['oe', 'u'], ['ui', 'ao'], ['uy', 'ao'], ['eu', 'ə'], ['ou', 'ao'], ['au', 'ao'],
    ['aa', 'a'], ['ee', 'e'], ['oo', 'o'], ['uu', 'ü'], ['ie', 'i'], ['ae', 'a'], ['sch', 's h'], ['ch', 'h'],
    ['g', 'h'], ['v', 'f'], ['w', 'v'], ['j', 'y'], ['tj', 'ch'], ['c', 's', 'front'], ['e', 'ə', 'end'],
    ['er', 'ə', 'end', 'afterConsonant'], ['y', 'ai'], ['u', 'ü', 'consonant'],
  ],
  writing: {},
};
