import type { SpellingRule } from './spelling';
import type { XinhuaTable } from './table';

// The Slavic tables share their characters: -ić 奇, -ov 夫, -ski 斯基, j 伊/约, c 茨, č/ć 奇, š 什, ž 日;
// C + ie is one syllable (列, 涅). They differ in spelling only.
const slavicWriting = { joinsIe: true };

// prettier-ignore
const latinSlavic: readonly SpellingRule[] = [
  ['č', 'ch'], ['ć', 'ch'], ['š', 'sh'], ['ž', 'zh'], ['c', 'ts'], ['ch', 'h'], ['j', 'y'], ['w', 'v'], ['y', 'i'],
];

/** 塞尔维亚-克罗地亚语 (and Bosnian, Montenegrin, Slovene, Macedonian in Latin letters). */
// prettier-ignore
export const southSlavicTable: XinhuaTable = {
  spelling: [...latinSlavic, ['đ', 'j'], ['dž', 'j'], ['dj', 'j'], ['lj', 'ly'], ['nj', 'ny']],
  writing: slavicWriting,
};

/** 俄语、乌克兰语、保加利亚语 as romanised in the data: zh 日, kh 赫, ts 茨, shch 希奇, -iy/-ii 伊. */
// prettier-ignore
export const eastSlavicTable: XinhuaTable = {
  spelling: [
    ['shch', 'sh ch'], ['zh', 'zh'], ['kh', 'h'], ['ts', 'ts'], ['iy', 'i', 'end'], ['ii', 'i', 'end'],
    ['yy', 'i', 'end'], ['j', 'y'], ['w', 'v'],
  ],
  writing: slavicWriting,
};

/** 波兰语: sz 什, cz 奇, rz/ż 日, ł 瓦 row, w 夫, ó 乌, ą 翁, ę 恩. */
// prettier-ignore
export const polishTable: XinhuaTable = {
  spelling: [
    ...latinSlavic, ['sz', 'sh'], ['cz', 'ch'], ['rz', 'zh'], ['ż', 'zh'], ['ź', 'zh'], ['ś', 'sh'], ['ń', 'n'],
    ['ł', 'w'], ['dź', 'j'], ['dż', 'j'], ['ą', 'o n'], ['ę', 'e n'], ['ó', 'u'],
  ],
  writing: slavicWriting,
};

/** 捷克语、斯洛伐克语: ř 日, ě 耶, ň/ť/ď/ľ plain. */
// prettier-ignore
export const czechTable: XinhuaTable = {
  spelling: [...latinSlavic, ['ř', 'zh'], ['ě', 'i e'], ['ň', 'n'], ['ť', 't'], ['ď', 'd'], ['ľ', 'l']],
  writing: slavicWriting,
};
