import type { XinhuaTable } from './table';

/** 法语译音表: silent endings, eau/au 奥, ou 乌, oi 瓦, u 于, eu 厄, nasals 昂/安/翁, gn 尼, ch 什, j/ge 热. */
// prettier-ignore
export const frenchTable: XinhuaTable = {
  spelling: [
    ['e', '', 'end'], ['es', '', 'end'], ['ent', 'a ng', 'end'], ['s', '', 'end'], ['t', '', 'end'],
    ['d', '', 'end'], ['x', '', 'end'], ['z', '', 'end'], ['p', '', 'end'], ['g', '', 'end'],
    ['er', 'e', 'end'], ['ez', 'e', 'end'], ['et', 'e', 'end'], ['ault', 'o', 'end'], ['ault', 'o'],
    ['eau', 'o'], ['au', 'o'], ['ou', 'u'], ['oi', 'u w a'], ['oy', 'u w a y'], ['ai', 'e'], ['ei', 'e'],
    ['eu', 'ə'], ['œu', 'ə'], ['u', 'ü'], ['û', 'ü'], ['é', 'e'], ['è', 'e'], ['ê', 'e'], ['e', 'ə', 'open'],
    ['ien', 'i a n', 'consonant'], ['ain', 'a n', 'consonant'], ['ein', 'a n', 'consonant'],
    ['in', 'a n', 'consonant'], ['im', 'a n', 'consonant'], ['un', 'a n', 'consonant'],
    ['an', 'a ng', 'consonant'], ['am', 'a ng', 'consonant'], ['en', 'a ng', 'consonant'],
    ['em', 'a ng', 'consonant'], ['on', 'o ng', 'consonant'], ['om', 'o ng', 'consonant'],
    ['gn', 'ny'], ['ill', 'i y', 'vowel'], ['ille', 'i y', 'end'], ['ch', 'sh'], ['qu', 'k'], ['gu', 'g', 'front'],
    ['g', 'zh', 'front'], ['j', 'zh'], ['c', 's', 'front'], ['ç', 's'], ['h', ''], ['y', 'i'], ['w', 'v'],
  ],
  writing: { cells: { y: { an: '安' } } },
};
