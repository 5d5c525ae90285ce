import { remove as removeConfusables } from 'confusables';
import { Mint } from 'mint-filter';
import { Converter } from 'opencc-js/t2cn';

const toSimplified = Converter({ from: 't', to: 'cn' });

/** Punctuation, symbols, spaces, invisible format characters and combining marks: nothing a reader sees as a letter. */
const noise = /[\p{P}\p{S}\p{Z}\p{Cf}\p{M}\s]/gu;

/**
 * The form text is matched in, so look-alikes match the word they imitate: full-width and compatibility
 * forms (ＡＤＭＩＮ, ①), Cyrillic or Greek letters that look Latin (аdmin), accents, traditional
 * characters (管理員), case, and separators put between the letters (a_d.m i n).
 */
export function foldForMatching(text: string): string {
  const compatible = removeConfusables(text.normalize('NFKC')).toLowerCase();
  return toSimplified(compatible.normalize('NFKD')).replace(noise, '');
}

/** A list of words found in any text after both are folded (Aho–Corasick, one pass over the text). */
export function createWordFilter(words: readonly string[]): { matches: (text: string) => boolean } {
  const mint = new Mint(words.map(foldForMatching).filter((word) => word !== ''));
  return { matches: (text) => !mint.verify(foldForMatching(text)) };
}
