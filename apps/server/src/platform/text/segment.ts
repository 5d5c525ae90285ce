import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict.js';

let segmenter: Jieba | undefined;

/** A word is something a reader searches for: letters or digits, not punctuation or spaces. */
const wordLike = /[\p{L}\p{N}]/u;

/**
 * The words of a Chinese (or mixed) text for a search index, in the search-engine cut: a long word also yields
 * the dictionary words inside it (曼联主场 → 曼联, 主场). Without the HMM, so a text and a query made of the same
 * characters are cut the same way whatever surrounds them. Lower-cased, duplicates kept once.
 */
export function searchWords(text: string): string[] {
  segmenter ??= Jieba.withDict(dict);
  const words = segmenter.cutForSearch(text.normalize('NFKC').toLowerCase(), false);
  return [...new Set(words.map((word) => word.trim()).filter((word) => wordLike.test(word)))];
}
