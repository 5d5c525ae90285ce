import { silentR } from './spelling';
import type { XinhuaTable } from './table';

/** 英语译音表, read from the spelling (the best a table without a pronouncing dictionary can do): ee/ea 伊,
 * oo 乌, ou 奥, ay/ai 埃, wa 沃, th 斯 (托 at the start), Mc 麦克 (麦 before c, g, q), -son 森, -ton 顿,
 * -er/-or 厄 row, a silent final e, y 伊, the British silent r. */
// prettier-ignore
export const englishTable: XinhuaTable = {
  spelling: [
    ['ur', 'ə', 'cluster'], ...silentR, ['ee', 'i'], ['ea', 'i'], ['oo', 'u'], ['ou', 'ao'],
    ['ow', 'o', 'consonant'], ['ay', 'e'], ['ai', 'e'], ['ey', 'i', 'end'], ['ie', 'i', 'end'], ['y', 'i', 'end'],
    ['e', '', 'end', 'afterConsonant'], ['th', 't', 'start'], ['th', 's'], ['gh', ''], ['wh', 'w'],
    ['wa', 'w o', 'start'], ['war', 'w o', 'start', 'cluster'], ['er', 'ə', 'end'], ['er', 'ə', 'cluster'],
    ['or', 'ə', 'end'], ['son', 's ə n', 'end'], ['ton', 't u n', 'end'], ['c', 's', 'front'],
    ['aw', 'ao', 'consonant'], ['au', 'ao'], ['tion', 'sh ə n'], ['g', 'j', 'front'], ['ey', 'ei'], ['oy', 'o i'],
    ['kn', 'n', 'start'], ['wr', 'r', 'start'], ['ll', 'l'], ['mc', 'm ai k', 'start'], ['mcc', 'm ai k', 'start'],
    ['mcg', 'm ai g', 'start'], ['mcqu', 'm ai kw', 'start'], ['mac', 'm ai k', 'start'], ['ds', 'z', 'end'],
    ['ts', 'ts', 'end'], ['igh', 'ai'], ['ie', 'i', 'cluster'], ['ies', 'i s', 'end'], ['ew', 'u'],
    ['oa', 'o', 'cluster'], ['dge', 'j', 'end'], ['uff', 'a f'], ['ull', 'a l'], ['utt', 'a t'], ['utch', 'a ch'],
    ['ubb', 'a b'], ['udd', 'a d'], ['umm', 'a m'], ['al', 'ao l', 'start', 'cluster'],
  ],
  writing: { cells: { '': { e: '埃' }, m: { ai: '麦' }, kw: { in: '奎因' } } },
};
