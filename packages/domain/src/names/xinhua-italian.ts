import type { XinhuaTable } from './table';

/** 意大利语译音表: ce/ci 切/奇, ge/gi 杰/吉, che/ghe 凯/盖, gn 尼, gli 利, sc(i) 希, z 扎, j 伊. */
// prettier-ignore
export const italianTable: XinhuaTable = {
  spelling: [
    ['ci', 'ch', 'vowel'], ['c', 'ch', 'front'], ['ch', 'k'], ['gi', 'j', 'vowel'], ['g', 'j', 'front'],
    ['gh', 'g'], ['gn', 'ny'], ['gli', 'ly', 'vowel'], ['gli', 'ly i'], ['sci', 'sh', 'vowel'], ['sc', 'sh', 'front'],
    ['sch', 's k'], ['h', ''], ['j', 'y'], ['y', 'i'], ['w', 'v'], ['au', 'ao'],
  ],
  writing: {},
};
