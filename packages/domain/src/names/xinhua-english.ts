import type { XinhuaTable } from './table';

/** 英语译音表 (read by spelling, the best a table without a pronouncing dictionary can do): ee/ea 伊,
 * oo 乌, ou/ow 奥, ay/ai 艾, th 斯, -son 森, -ton 顿, -er 厄 row, a silent final e, y 伊. */
// prettier-ignore
export const englishTable: XinhuaTable = {
  spelling: [
    ['ee', 'i'], ['ea', 'i'], ['oo', 'u'], ['ou', 'ao'], ['ow', 'ao', 'consonant'], ['ay', 'ei'], ['ai', 'ei'],
    ['ey', 'i', 'end'], ['ie', 'i', 'end'], ['y', 'i', 'end'], ['e', '', 'end', 'afterConsonant'],
    ['th', 's', 'end'], ['th', 's'], ['gh', ''], ['wh', 'w'], ['er', 'ə', 'end'], ['er', 'ə', 'consonant'],
    ['son', 's ə n', 'end'], ['ton', 't u n', 'end'], ['c', 's', 'front'], ['aw', 'ao'], ['au', 'ao'],
    ['tion', 'sh ə n'], ['j', 'j'], ['g', 'j', 'front'], ['ey', 'ei'], ['oy', 'o i'], ['kn', 'n', 'start'],
    ['wr', 'r', 'start'], ['ll', 'l'],
  ],
  writing: { cells: { '': { e: '埃' } } },
};
