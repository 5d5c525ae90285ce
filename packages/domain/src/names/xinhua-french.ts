import type { XinhuaTable } from './table';

/** 法语译音表: silent endings (-s, -t, -x, -z, -d, -ier), a final -e written after its consonant (特, 内, 莱)
 * or silent after ss/ce/rr, le 勒 at the end or before one consonant and a vowel, eau/au 奥, ou 乌, oi 瓦, u 于,
 * eu 厄, koua/goua 夸/瓜, aill/eill 亚/耶, nasals at the end 昂/安/翁 (inside a word, as the names of
 * francophone Africa in the table, 曼/本), gn 尼, ch 什, kh 克, j/ge 热 (gi 吉), an h silent only at the start. */
// prettier-ignore
export const frenchTable: XinhuaTable = {
  spelling: [
    ['es', '', 'end'], ['sse', 's', 'end'], ['ce', 's', 'end'], ['rre', 'r', 'end'], ['s', '', 'end'],
    ['t', '', 'end'], ['d', '', 'end'], ['x', '', 'end'], ['z', '', 'end'], ['ier', 'i e', 'end'],
    ['ez', 'e', 'end'], ['et', 'e', 'end'], ['ault', 'o'], ['le', 'l ə', 'end'], ['lle', 'l ə', 'end'],
    ['le', 'l ə', 'open'], ['lle', 'l ə', 'open'], ['gne', 'ny e', 'end'], ['eau', 'o'], ['au', 'o'], ['ou', 'u'],
    ['koua', 'kw a'], ['goua', 'gw a'], ['oi', 'u w a'], ['oy', 'u w a', 'end'], ['ai', 'e'],
    ['ei', 'e'], ['ay', 'ai', 'consonant'], ['ey', 'e'], ['eï', 'e'], ['aï', 'a i'], ['eu', 'ə'], ['œu', 'ə'],
    ['u', 'ü'], ['û', 'ü'], ['é', 'e'], ['è', 'e'], ['ê', 'e'], ['ien', 'i a n', 'end'], ['ain', 'a n', 'consonant'],
    ['ein', 'a n', 'consonant'], ['in', 'a n', 'end'], ['ins', 'a n', 'end'], ['an', 'a ng', 'end'],
    ['ant', 'a ng', 'end'], ['and', 'a ng', 'end'], ['ent', 'a ng', 'end'], ['ente', 'a ng', 'end'],
    ['on', 'o ng', 'consonant'], ['om', 'o ng', 'consonant'], ['ong', 'o ng', 'end'], ['illon', 'i y o ng', 'end'],
    ['gn', 'ny'], ['ill', 'i y', 'afterVowel'], ['aill', 'a y'], ['eill', 'e y'], ['ouill', 'u y'],
    ['ille', 'i y', 'end'], ['ch', 'sh'], ['kh', 'k'], ['qu', 'k'], ['gu', 'g', 'front'], ['g', 'zh', 'front'],
    ['j', 'zh'], ['c', 's', 'front'], ['ç', 's'], ['h', '', 'start'], ['y', 'y', 'vowel'], ['y', 'i'], ['w', 'v'],
  ],
  writing: { cells: { zh: { i: '吉' }, g: { e: '格' } } },
};
