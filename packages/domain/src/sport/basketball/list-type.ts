/** Basketball match types 8 and 9 are treated as type 0 (spec §5). */
const ALIASES_OF_ZERO: ReadonlySet<number> = new Set([8, 9]);

export const normaliseBasketballListType = (type: number): number =>
  ALIASES_OF_ZERO.has(type) ? 0 : type;
