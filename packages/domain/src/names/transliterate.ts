import type { NameLanguage } from './name-language';
import { orderRules, readSpelling, sharedRules, type SpellingRule, withoutMarks } from './spelling';
import { writeSounds } from './syllables';
import type { XinhuaTable } from './table';
import { dutchTable } from './xinhua-dutch';
import { englishTable } from './xinhua-english';
import { frenchTable } from './xinhua-french';
import { genericTable, turkishTable } from './xinhua-generic';
import { germanTable } from './xinhua-german';
import { italianTable } from './xinhua-italian';
import { portugueseTable } from './xinhua-portuguese';
import { czechTable, eastSlavicTable, polishTable, southSlavicTable } from './xinhua-slavic';
import { spanishTable } from './xinhua-spanish';

/** Where a player's shown name comes from. standard: the established name from a table; table: a Xinhua
 * transliteration from a table; transliterated: made by `transliterateName`; source: the data's spelling, when
 * none of them could name him. */
export const NAME_SOURCES = ['standard', 'table', 'transliterated', 'source'] as const;
export type NameSource = (typeof NAME_SOURCES)[number];

export interface TransliteratedName {
  /** The short form lists and timelines show: the surname with its particles, or the mononym. */
  readonly zh: string;
  /** Given name · surname when the given name is written in full; otherwise the short form. */
  readonly zhFull: string;
}

const tables: Record<NameLanguage, XinhuaTable> = {
  english: englishTable,
  spanish: spanishTable,
  portuguese: portugueseTable,
  french: frenchTable,
  german: germanTable,
  italian: italianTable,
  dutch: dutchTable,
  'south-slavic': southSlavicTable,
  'east-slavic': eastSlavicTable,
  polish: polishTable,
  czech: czechTable,
  turkish: turkishTable,
  generic: genericTable,
};

const readers = new Map<XinhuaTable, readonly SpellingRule[]>(
  Object.values(tables).map((table) => [table, orderRules(table.spelling, sharedRules)]),
);

/** Surname particles as the Chinese custom writes them (范迪克, 德布劳内, 多斯桑托斯; the Arabic al- left out). */
// prettier-ignore
const particles: Readonly<Record<string, string>> = {
  van: '范', von: '冯', de: '德', di: '迪', da: '达', do: '多', dos: '多斯', das: '达斯', del: '德尔',
  della: '德拉', der: '德', den: '登', ter: '特尔', ten: '滕', le: '勒', la: '拉', du: '迪', des: '德',
  el: '埃尔', al: '',
};

/** Common names whose established Chinese spelling departs from their table (as 《世界人名翻译大辞典》 lists
 * them), keyed without diacritics; the only names not written by syllable. */
// prettier-ignore
const established: Readonly<Record<string, string>> = {
  garcia: '加西亚', martinez: '马丁内斯', gomez: '戈麦斯', gonzalez: '冈萨雷斯', suarez: '苏亚雷斯', jimenez: '希门尼斯', gimenez: '希门尼斯',
  silva: '席尔瓦', muller: '穆勒', johnson: '约翰逊', smith: '史密斯', williams: '威廉姆斯', jones: '琼斯', brown: '布朗', taylor: '泰勒',
  david: '大卫', antonio: '安东尼奥', rafael: '拉斐尔', raffael: '拉斐尔', luis: '路易斯', luiz: '路易斯', eduardo: '爱德华多',
  martins: '马丁斯', william: '威廉',
};

function writeWord(word: string, table: XinhuaTable): string {
  const lower = word.toLowerCase();
  const known = particles[lower] ?? established[withoutMarks(lower)];
  if (known !== undefined) return known;
  return lower
    .split('-')
    .map((part) => writeSounds(readSpelling(part, readers.get(table) ?? []), table.writing))
    .filter((part) => part !== '')
    .join('-');
}

/** An initial or an abbreviation (N., J.P., Jr.). */
const isInitial = (word: string): boolean => word.endsWith('.');

/** The name's words without initials, and where its surname starts: at its first particle after the given
 * name, else at its last word; all of it when the given name was only an initial. */
function splitName(sourceName: string): { given: string[]; surname: string[] } {
  const words = sourceName
    .replace(/[^\p{L}\p{M}.\s-]/gu, '')
    .split(/\s+/)
    .filter((word) => word !== '');
  const named = words.filter((word) => !isInitial(word));
  if (named.length < words.length || named.length < 2) return { given: [], surname: named };
  const particleAt = named.findIndex((word, index) => index > 0 && particles[word.toLowerCase()] !== undefined);
  const surnameAt = particleAt > 0 ? particleAt : named.length - 1;
  return { given: named.slice(0, surnameAt), surname: named.slice(surnameAt) };
}

/** A player's name in Chinese by the Xinhua table of the name's language, from the data's Latin short name
 * ("N. El Zhar", "Erik Morán", "Tito"); null when there is no table (Japanese, Korean, Chinese names, which
 * come in characters) or nothing to write. */
export function transliterateName(sourceName: string, language: NameLanguage | null): TransliteratedName | null {
  if (language === null) return null;
  const table = tables[language];
  const { given, surname } = splitName(sourceName);
  const zh = surname.map((word) => writeWord(word, table)).join('');
  if (zh === '') return null;
  const givenZh = given.map((word) => writeWord(word, table)).filter((word) => word !== '');
  return { zh, zhFull: [...givenZh, zh].join('·') };
}
