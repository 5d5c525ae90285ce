// Reading a word's spelling into sounds by a language's rules: the longest spelling that matches, in its context.

/** Where a spelling rule applies: at the word's start or end, before a vowel, a consonant or the end
 * ('consonant'), a consonant ('cluster'), a front vowel (e, i, y), one consonant and a vowel ('open'), or
 * after a vowel or a consonant. */
export type Context =
  'start' | 'end' | 'vowel' | 'consonant' | 'cluster' | 'front' | 'open' | 'afterVowel' | 'afterConsonant';

/** A spelling, the sounds it is read as (space-separated, '' when silent), and where it applies. */
export type SpellingRule = readonly [spelling: string, sounds: string, ...when: Context[]];

const vowelLetters = /[aeiouyàáâãäåæèéêëìíîïòóôõöøùúûüýœěęąůı]/;
const frontLetters = /[eiyèéêëìíîïýěę]/;

function holds(context: Context, word: string, start: number, end: number): boolean {
  const next = word[end] ?? '';
  const previous = word[start - 1] ?? '';
  switch (context) {
    case 'start':
      return start === 0;
    case 'end':
      return end === word.length;
    case 'vowel':
      return vowelLetters.test(next);
    case 'consonant':
      return !vowelLetters.test(next);
    case 'cluster':
      return next !== '' && !vowelLetters.test(next);
    case 'front':
      return frontLetters.test(next);
    case 'open':
      return next !== '' && !vowelLetters.test(next) && vowelLetters.test(word[end + 1] ?? '');
    case 'afterVowel':
      return vowelLetters.test(previous);
    case 'afterConsonant':
      return previous !== '' && !vowelLetters.test(previous);
  }
}

/** Longer spellings first; among equals, a rule with a context before a plain one, then the order written
 * (a language's rules before the shared ones). */
export function orderRules(...lists: readonly (readonly SpellingRule[])[]): readonly SpellingRule[] {
  const hasContext = (rule: SpellingRule): number => (rule.length > 2 ? 1 : 0);
  return lists.flat().sort((one, other) => other[0].length - one[0].length || hasContext(other) - hasContext(one));
}

export const withoutMarks = (text: string): string => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/** The sounds of one lower-case word; a marked letter no rule names is read as its plain letter. */
export function readSpelling(word: string, rules: readonly SpellingRule[]): string[] {
  const sounds: string[] = [];
  let text = word;
  let at = 0;
  while (at < text.length) {
    const rule = rules.find(
      ([spelling, , ...when]) =>
        text.startsWith(spelling, at) && when.every((context) => holds(context, text, at, at + spelling.length)),
    );
    if (rule) {
      if (rule[1] !== '') sounds.push(...rule[1].split(' '));
      at += rule[0].length;
    } else if (withoutMarks(text.charAt(at)) !== text.charAt(at)) {
      text = text.slice(0, at) + withoutMarks(text.charAt(at)) + text.slice(at + 1);
    } else {
      at += 1;
    }
  }
  return sounds;
}

/** The letters every language reads alike unless its own rules say otherwise. */
// prettier-ignore
export const sharedRules: readonly SpellingRule[] = [
  ['a', 'a'], ['b', 'b'], ['c', 'k'], ['d', 'd'], ['e', 'e'], ['f', 'f'], ['g', 'g'], ['h', 'h'], ['i', 'i'],
  ['j', 'j'], ['k', 'k'], ['l', 'l'], ['m', 'm'], ['n', 'n'], ['o', 'o'], ['p', 'p'], ['q', 'k'], ['r', 'r'],
  ['s', 's'], ['t', 't'], ['u', 'u'], ['v', 'v'], ['w', 'w'], ['x', 'k s'], ['y', 'y', 'vowel'], ['y', 'i'],
  ['z', 'z'], ['ph', 'f'], ['th', 't'], ['sh', 'sh'], ['ch', 'ch'], ['ck', 'k'], ['kh', 'h'], ['gh', 'g'],
  ['dj', 'j'], ['tch', 'ch'], ['qu', 'kw'], ['ß', 's'], ['æ', 'e'], ['œ', 'ə'], ['ø', 'ə'], ['ł', 'w'], ['đ', 'j'],
  ['ð', 'd'], ['þ', 't'], ['ı', 'i'], ['ü', 'ü'], ['ö', 'ə'], ['ä', 'e'], ['aa', 'a'], ['cz', 'ch'],
  ['ng', 'ng', 'end'], ['ng', 'ng', 'cluster'], ['ngh', 'ng', 'end'], ['vic', 'v i ch', 'end'],
  ['h', '', 'end', 'afterVowel'],
];

/** The tables' custom of leaving out an r between a, o or u and a consonant (马丁内斯, 加西亚, 马塞洛, 沃德). */
// prettier-ignore
export const silentR: readonly SpellingRule[] = [
  ['ar', 'a', 'cluster'], ['or', 'o', 'cluster'], ['ur', 'u', 'cluster'], ['ár', 'a', 'cluster'],
  ['ór', 'o', 'cluster'], ['úr', 'u', 'cluster'],
];
