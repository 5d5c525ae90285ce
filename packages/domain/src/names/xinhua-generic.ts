import type { XinhuaTable } from './table';

/** Names of other languages (Nordic, Arabic, Albanian, Hungarian, Romanian, Greek, African), read letter by
 * letter as a Romance table would: ou 乌, ch/sch 什, j 约 (as most of them read it), sz 斯, cs 奇, ț 茨, ă 厄,
 * wi 维, a final h after a vowel silent. */
// prettier-ignore
export const genericTable: XinhuaTable = {
  spelling: [
    ['ou', 'u'], ['ch', 'sh'], ['sch', 'sh'], ['c', 's', 'front'], ['y', 'i', 'end'], ['ss', 's'],
    ['j', 'y'], ['aa', 'a'], ['ee', 'i'], ['oo', 'u'], ['zh', 'z'], ['dt', 't'], ['aï', 'ai'], ['aw', 'ao', 'cluster'],
    ['sz', 's'], ['cs', 'ch'], ['zs', 'zh'], ['ă', 'ə'], ['â', 'ə'], ['î', 'ə'], ['ț', 'ts'], ['ș', 'sh'], ['ë', 'ə'],
  ],
  writing: { cells: { w: { i: '维' } }, joinsIe: true },
};

/** 土耳其语: c 贾 row, ç 奇, ş 什, ğ silent, ı 厄 row, j 热. */
// prettier-ignore
export const turkishTable: XinhuaTable = {
  spelling: [['c', 'j'], ['ç', 'ch'], ['ş', 'sh'], ['ğ', ''], ['ı', 'ə'], ['j', 'zh'], ['y', 'i', 'end']],
  writing: {},
};
