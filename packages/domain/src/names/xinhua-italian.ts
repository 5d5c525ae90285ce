import type { XinhuaTable } from './table';

/** 意大利语译音表: ce/ci 切/奇, cia 恰, ge/gi 杰/吉, gio 焦, che/ghe 凯/盖, gn 尼, gli 利, sc(i) 希, z 扎,
 * j and an i between vowels 伊/约, te 泰, de 代. */
// prettier-ignore
export const italianTable: XinhuaTable = {
  spelling: [
    ['cci', 'ch', 'vowel'], ['cc', 'ch', 'front'], ['ci', 'ch', 'vowel'], ['c', 'ch', 'front'], ['ch', 'k'],
    ['ggi', 'j', 'vowel'], ['gg', 'j', 'front'], ['gi', 'j', 'vowel'], ['g', 'j', 'front'], ['gh', 'g'],
    ['gu', 'gw', 'vowel'], ['gn', 'ny'], ['gli', 'ly', 'vowel'], ['gli', 'ly i'], ['sci', 'sh', 'vowel'],
    ['sc', 'sh', 'front'], ['sch', 's k'], ['i', 'y', 'afterVowel', 'vowel'], ['i', 'y', 'start', 'vowel'],
    ['h', ''], ['j', 'y'], ['y', 'i'], ['w', 'v'], ['au', 'ao'], ['ao', 'ao'],
  ],
  writing: {
    cells: { t: { e: '泰' }, d: { e: '代' }, j: { o: '焦' }, ch: { a: '恰' } },
    joinsIe: true,
  },
};
