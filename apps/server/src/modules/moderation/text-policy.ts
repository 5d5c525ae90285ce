import { createWordFilter } from '../../platform/text/fold-text';
import { brandWords, forbiddenWords } from './word-list';

/** Every place a fan writes text, each with one policy. */
export const textScopes = ['nickName', 'roomTitle', 'roomChat', 'im', 'post', 'comment'] as const;
export type TextScope = (typeof textScopes)[number];

/** What a scope refuses on top of the one list. */
const scopeWords: Record<TextScope, readonly string[]> = {
  nickName: brandWords,
  roomTitle: [],
  roomChat: [],
  im: [],
  post: [],
  comment: [],
};

export type TextPolicy = {
  /** Whether the text holds a word its scope refuses (matched on folded text). */
  refuses(scope: TextScope, text: string): boolean;
};

/** One policy per scope: the one word list, the scope's own words, and the operator's words (CHAT_BLOCKED_WORDS). */
export function createTextPolicy(operatorWords: readonly string[]): TextPolicy {
  const filters = Object.fromEntries(
    textScopes.map((scope) => [scope, createWordFilter([...forbiddenWords, ...scopeWords[scope], ...operatorWords])]),
  ) as Record<TextScope, ReturnType<typeof createWordFilter>>;
  return { refuses: (scope, text) => filters[scope].matches(text) };
}
