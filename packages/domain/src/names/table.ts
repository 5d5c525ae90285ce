import type { Writing } from './syllables';
import type { SpellingRule } from './spelling';

/** A language's Xinhua table: how its spelling is read, and where its characters differ from the shared grid. */
export interface XinhuaTable {
  readonly spelling: readonly SpellingRule[];
  readonly writing: Writing;
}
