import type { SpellingRule } from './spelling';
import type { XinhuaTable } from './table';

// The Slavic tables share their characters: -ić 奇, -ov 夫, -ski 斯基, j 伊/约, c 茨, č/ć 奇, š 什, ž 日;
// C + ie is one syllable (列, 涅). They differ in spelling, and in a few cells.
// prettier-ignore
const latinSlavic: readonly SpellingRule[] = [
  ['č', 'ch'], ['ć', 'ch'], ['š', 'sh'], ['ž', 'zh'], ['c', 'ts'], ['ck', 'ts k'], ['ch', 'h'], ['j', 'y'],
  ['w', 'v'], ['y', 'i'],
];

const clusters = { v: '夫' } as const;

/** 塞尔维亚-克罗地亚语 (and Bosnian, Montenegrin, Slovene, Macedonian in Latin letters): či 契, ši 西, a
 * final -ic written without its mark 奇. */
// prettier-ignore
export const southSlavicTable: XinhuaTable = {
  spelling: [
    ...latinSlavic, ['đ', 'j'], ['dž', 'j'], ['dj', 'j'], ['lj', 'ly'], ['nj', 'ny'], ['ic', 'i ch', 'end'],
  ],
  writing: { cells: { ch: { i: '契' }, sh: { i: '西' } }, clusters, joinsIe: true },
};

/** 俄语、乌克兰语、保加利亚语 as romanised in the data: zh 日, kh 赫, ts 茨, -iy/-ii 伊; be 别, de 杰, le 列,
 * ne 涅, re 列, te 捷, she 舍, e after a vowel 耶. */
// prettier-ignore
export const eastSlavicTable: XinhuaTable = {
  spelling: [
    ['shch', 'sh ch'], ['zh', 'zh'], ['kh', 'h'], ['ts', 'ts'], ['iy', 'i', 'end'], ['ii', 'i', 'end'],
    ['yy', 'i', 'end'], ['j', 'y'], ['w', 'v'], ['e', 'y e', 'afterVowel'], ['be', 'b i e'], ['de', 'd i e'],
    ['le', 'l i e'], ['ne', 'n i e'], ['re', 'r i e'], ['te', 't i e'],
  ],
  writing: { cells: { d: { ie: '杰' }, t: { ie: '捷' }, sh: { e: '舍' } }, clusters, joinsIe: true },
};

/** 波兰语: sz 什, cz 奇, ci 奇, rz/ż 日, ł 瓦 row, w 夫, ó 乌, ą 翁, ę 恩. */
// prettier-ignore
export const polishTable: XinhuaTable = {
  spelling: [
    ...latinSlavic, ['sz', 'sh'], ['cz', 'ch'], ['ci', 'ch', 'vowel'], ['rz', 'zh'], ['ż', 'zh'], ['ź', 'zh'],
    ['ś', 'sh'], ['ń', 'n'], ['ł', 'w'], ['dź', 'j'], ['dż', 'j'], ['ą', 'o n'], ['ę', 'e n'], ['ó', 'u'],
  ],
  writing: { clusters, joinsIe: true },
};

/** 捷克语、斯洛伐克语: ř 日, ě 耶, ou 乌, ej 艾, či 契, ši 西, š before a consonant 斯, ň/ť/ď/ľ plain. */
// prettier-ignore
export const czechTable: XinhuaTable = {
  spelling: [
    ...latinSlavic, ['ř', 'zh'], ['ě', 'i e'], ['ň', 'n'], ['ť', 't'], ['ď', 'd'], ['ľ', 'l'], ['ou', 'u'],
    ['ej', 'ai'], ['ei', 'ai'],
  ],
  writing: { cells: { ch: { i: '契' }, sh: { i: '西' } }, clusters: { ...clusters, sh: '斯' }, joinsIe: true },
};
