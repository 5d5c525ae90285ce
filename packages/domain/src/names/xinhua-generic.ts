import type { XinhuaTable } from './table';

/** Names of other languages, read letter by letter as a Romance table would (the usual Xinhua practice for
 * African, Turkish, Nordic, Greek, Arabic names in Latin letters): ou 乌, ch 什, dj 贾, c before e/i 塞. */
// prettier-ignore
export const genericTable: XinhuaTable = {
  spelling: [
    ['ou', 'u'], ['ch', 'sh'], ['c', 's', 'front'], ['ç', 'ch'], ['ş', 'sh'], ['ğ', ''], ['y', 'i', 'end'],
    ['ss', 's'], ['j', 'y', 'afterConsonant'], ['aa', 'a'], ['ee', 'i'], ['oo', 'u'],
  ],
  writing: { joinsIe: true },
};
