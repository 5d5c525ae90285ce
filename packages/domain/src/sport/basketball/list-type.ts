/** The basketball score lists (spec §7): 0 即时, 1 赛程, 2 赛果, 3 关注; 8 and 9 are read as 0. */
export const BasketballListType = { live: 0, fixtures: 1, results: 2, followed: 3 } as const;

/** Basketball match types 8 and 9 are treated as type 0 (spec §5). */
const ALIASES_OF_ZERO: ReadonlySet<number> = new Set([8, 9]);

export const normaliseBasketballListType = (type: number): number => (ALIASES_OF_ZERO.has(type) ? 0 : type);
