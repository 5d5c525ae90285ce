/** What a player ranking of the database orders by. */
export const playerRankingKinds = ['goals', 'shotsOnTarget', 'yellow', 'red', 'minutes'] as const;
export type PlayerRankingKind = (typeof playerRankingKinds)[number];

export interface Ranked<T> {
  readonly rank: number;
  readonly value: number;
  readonly item: T;
}

/**
 * The `limit` best by `value` (greater first; zero never ranks). Ties are ordered by fewer minutes (the
 * same total in less time ranks first) and share their rank.
 */
export function rankPlayers<T extends { readonly minutes: number }>(
  items: readonly T[],
  value: (item: T) => number,
  limit: number,
): Ranked<T>[] {
  const sorted = items
    .filter((item) => value(item) > 0)
    .sort((a, b) => value(b) - value(a) || a.minutes - b.minutes)
    .slice(0, limit);
  const ranked: Ranked<T>[] = [];
  sorted.forEach((item, i) => {
    const previous = ranked[i - 1];
    const v = value(item);
    ranked.push({ rank: previous && previous.value === v ? previous.rank : i + 1, value: v, item });
  });
  return ranked;
}
