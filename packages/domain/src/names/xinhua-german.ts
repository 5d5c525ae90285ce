import type { XinhuaTable } from './table';

/** 德语译音表: sch 施, tsch 奇, ei 艾, ie 伊, eu 奥伊, z 茨, s before a vowel 泽, v 夫, w 维, j 约,
 * ch 希/赫, -e and -er 厄 row (勒, 纳, 特), final sch 施. */
// prettier-ignore
export const germanTable: XinhuaTable = {
  spelling: [
    ['tsch', 'ch'], ['sch', 'sh'], ['sp', 'sh p', 'start'], ['st', 'sh t', 'start'], ['ich', 'i ç', 'consonant'], ['ech', 'e ç', 'consonant'], ['ch', 'h', 'afterVowel'],
    ['ch', 'k', 'start'], ['ei', 'ai'], ['ai', 'ai'], ['ey', 'ai'], ['ay', 'ai'], ['ie', 'i'], ['eu', 'o i'],
    ['äu', 'o i'], ['au', 'ao'], ['ä', 'e'], ['ö', 'ə'], ['ü', 'ü'], ['tz', 'ts'], ['z', 'ts'], ['s', 'z', 'vowel'],
    ['ss', 's'], ['v', 'f'], ['w', 'v'], ['j', 'y'], ['dt', 't'], ['qu', 'k v'], ['h', '', 'afterVowel'],
    ['er', 'ə', 'end', 'afterConsonant'], ['er', 'r', 'end'], ['e', 'ə', 'end'], ['y', 'ü'],
  ],
  writing: { finals: { sh: '施', h: '赫' } },
};
