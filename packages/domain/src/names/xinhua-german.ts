import { silentR } from './spelling';
import type { XinhuaTable } from './table';

/** 德语译音表: sch 施, tsch 奇, ei 艾, ie 伊, eu 奥伊, z 茨, s between vowels 泽, v 夫, w 维, j 约, ch 希/赫,
 * -ner 纳, -ler 勒, -ker/-ger 克尔/格尔, other -er and a final -e 厄 row, he 黑, schi 席, final sch 施. */
// prettier-ignore
export const germanTable: XinhuaTable = {
  spelling: [
    ...silentR, ['tsch', 'ch'], ['sch', 'sh'], ['sp', 'sh p', 'start'], ['st', 'sh t', 'start'], ['ich', 'i ç'],
    ['ech', 'e ç'], ['üch', 'ü ç'], ['ch', 'h', 'afterVowel'], ['ch', 'k', 'start'], ['ei', 'ai'], ['ai', 'ai'],
    ['ey', 'ai'], ['ay', 'ai'], ['ie', 'i'], ['eu', 'o i'], ['äu', 'o i'], ['au', 'ao'], ['ä', 'e'], ['ö', 'ə'],
    ['ü', 'ü'], ['tz', 'ts'], ['z', 'ts'], ['ss', 's'], ['s', 'z', 'afterVowel', 'vowel'], ['v', 'f'], ['w', 'v'],
    ['j', 'y'], ['dt', 't'], ['qu', 'k v'], ['h', '', 'afterVowel'], ['ner', 'n a', 'end'], ['ler', 'l ə', 'end'],
    ['ker', 'k ə r', 'end'], ['ger', 'g ə r', 'end'], ['er', 'ə', 'end', 'afterConsonant'],
    ['er', 'r', 'end', 'afterVowel'], ['e', 'ə', 'end'], ['ow', 'o', 'end'], ['y', 'ü'],
  ],
  writing: { cells: { h: { e: '黑' }, sh: { i: '席' }, v: { ai: '魏' } }, finals: { sh: '施', h: '赫' } },
};
